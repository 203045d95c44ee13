import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../infra/features/feature.ts';
import { assetScope } from '../../infra/http/asset-scope.ts';
import { designDecorator } from './design-decorator.ts';
import { registerThemesRoutes } from './routes.ts';

/**
 * Designs to choose from (issue 31): the owner's list and switch, the design each page is drawn
 * with (a page decorator), the owner-only `?design=` preview, and each design's own assets
 * (its picture) under /assets/designs/<id>/.
 */
export async function themesPlugin(app: FastifyInstance, { designs }: FeatureContext): Promise<void> {
  registerThemesRoutes(app, app.deps, designs);
  app.deps.pageExtensions.decorators.push(designDecorator(app.deps.db, designs));
  for (const [id, dir] of designs.assetDirs) {
    await app.register(async (assets) => {
      assetScope(assets);
      await assets.register(fastifyStatic, { root: dir, prefix: `/assets/designs/${id}/`, maxAge: '1d', decorateReply: false });
    });
  }
}
