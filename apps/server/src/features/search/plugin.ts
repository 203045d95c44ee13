import type { FastifyInstance } from 'fastify';
import { loadIslandRenderer } from '../../infra/islands.ts';
import { feedLinksHook } from './feed-links.ts';
import { audioPlayerHook } from './media-players.ts';
import { unsupportedVideoHook } from './video-wrapper.ts';
import { registerSearchRoutes } from './routes.ts';
import { createSearchIndexer } from './search-index.ts';
import { searchPageKind } from './search-page.ts';

/** Site search (the /search page and its API), RSS feeds, sitemap.xml, and the audio and video players (issue 17). */
export async function searchPlugin(app: FastifyInstance): Promise<void> {
  const { db, now, pageExtensions } = app.deps;
  const indexer = createSearchIndexer(db, now);
  pageExtensions.kinds.push(searchPageKind(db, indexer));
  pageExtensions.decorators.push(feedLinksHook(db));
  pageExtensions.enrichers.push(audioPlayerHook(() => loadIslandRenderer()), unsupportedVideoHook);
  registerSearchRoutes(app, { db, now, indexer });
}
