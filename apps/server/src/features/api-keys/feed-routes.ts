import { Readable } from 'node:stream';
import { getProductFeed, resetFeedToken, saveAdsPixel } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { requestOrigin, siteOf, type Website } from '../site/index.ts';
import { feedChunks } from './feed-entries.ts';
import { ensureFeedSettings, isFeedToken } from './feed-settings-repository.ts';
import { feedSettingsJson, resetFeedAddress, savePixelId } from './feed-service.ts';
import { API_MESSAGES } from './messages.ts';

const feedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/** The owner's feed settings (ADMIN) and the feed itself (anyone with its address). */
export function registerFeedRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const answer = (website: Website, origin: string, settings: Awaited<ReturnType<typeof ensureFeedSettings>>) =>
    feedSettingsJson(settings, origin, website.settings.cookiePolicy);

  mount(app, getProductFeed, async ({ request }) => {
    const website = ownerWebsite(request);
    return answer(website, requestOrigin(request), await ensureFeedSettings(db, website.id, now()));
  });

  mount(app, saveAdsPixel, async ({ body: { pixelId }, request }) => {
    const website = ownerWebsite(request);
    return answer(website, requestOrigin(request), await savePixelId(db, website.id, pixelId, now()));
  });

  mount(app, resetFeedToken, async ({ request }) => {
    const website = ownerWebsite(request);
    return answer(website, requestOrigin(request), await resetFeedAddress(db, website.id, now()));
  });

  // The feed: outside /api (an ads platform fetches a plain URL), streamed a batch of products at a time.
  app.get('/feeds/:token/products.xml', { config: { access: 'public' } }, async (request, reply) => {
    const parsed = feedParams.safeParse(request.params);
    const website = siteOf(request);
    if (!parsed.success || !(await isFeedToken(db, website.id, parsed.data.token))) throw new AppError('NOT_FOUND', API_MESSAGES.feedNotFound);
    const site = { id: website.id, origin: requestOrigin(request), name: website.name, currency: website.currency };
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('x-robots-tag', 'noindex')
      .send(Readable.from(feedChunks(db, site, now())));
  });
}
