import type { FastifyInstance } from 'fastify';
import { adsPixelDecorator } from './ads-pixel.ts';
import { registerFeedRoutes } from './feed-routes.ts';
import { registerKeyRoutes } from './key-routes.ts';
import { registerPublicRoutes } from './public-routes.ts';

/** API keys and the public API they open; the product feed and ads pixel (issue 16). */
export async function apiKeysPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('apiKey', null);
  registerKeyRoutes(app, app.deps);
  registerPublicRoutes(app, app.deps);
  registerFeedRoutes(app, app.deps);
  app.deps.pageExtensions.decorators.push(adsPixelDecorator(app.deps.db));
}
