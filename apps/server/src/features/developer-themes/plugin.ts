import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../infra/features/feature.ts';
import { assetScope } from '../../infra/http/asset-scope.ts';
import { platformContextEnricher } from './platform-context.ts';
import { staticPagesKind } from './static-pages.ts';

/**
 * A theme in the developer platform's layout (PLINTH_THEME, infra/theme/developer-platform): its
 * static pages, the context fields its templates read, its stylesheet at /site.css and its assets/
 * and scripts/ where the platform serves them. Nothing when the theme is our own layout.
 */
export async function developerThemesPlugin(app: FastifyInstance, { theme }: FeatureContext): Promise<void> {
  const developer = theme.developer;
  if (!developer) return;
  app.deps.pageExtensions.kinds.push(staticPagesKind(developer.staticPages));
  app.deps.pageExtensions.enrichers.push(platformContextEnricher(app, developer));
  await app.register(async (files) => {
    assetScope(files);
    files.get('/site.css', async (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(developer.css));
    for (const folder of ['assets', 'scripts']) {
      const root = join(developer.dir, folder);
      if (existsSync(root)) await files.register(fastifyStatic, { root, prefix: `/${folder}/`, maxAge: '1d', decorateReply: false });
    }
  });
}
