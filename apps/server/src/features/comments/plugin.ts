import type { FastifyInstance } from 'fastify';
import { loadIslandRenderer, type IslandRenderer } from '../../infra/islands.ts';
import { registerOwnerCommentRoutes } from './owner-routes.ts';
import { commentsEnricher } from './page-enricher.ts';
import { registerCommentRoutes } from './routes.ts';

/**
 * Comments with moderation, likes and share buttons (issue 17): the visitor's thread, comment and
 * like calls, the owner's queue and settings, and the storefront pages' counts and islands.
 */
export async function commentsPlugin(app: FastifyInstance): Promise<void> {
  registerCommentRoutes(app, app.deps);
  registerOwnerCommentRoutes(app, app.deps);
  // The storefront's island renderer (the module the app loaded already); unbuilt: plain markup only.
  let islands: Promise<IslandRenderer | null> | undefined;
  const renderer = () => (islands ??= loadIslandRenderer().catch(() => null));
  app.deps.pageExtensions.enrichers.push(commentsEnricher(app.deps.db, renderer));
}
