import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { adsPixelDecorator } from './ads-pixel.ts';
import { registerFeedRoutes } from './feed-routes.ts';
import { registerKeyRoutes } from './key-routes.ts';
import { registerPublicRoutes } from './public-routes.ts';

/** API keys and the public API they open; the product feed and ads pixel (issue 16). */
export async function apiKeysPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('apiKey', null);
  registerKeyRoutes(app, app.deps);
  // The public API answers compressed JSON to a client that accepts it (brotli or gzip, from 1 kB):
  // a page of 100 orders shrinks about tenfold. Its own scope, so no other route is touched.
  await app.register(async (scope) => {
    await scope.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } } });
    registerPublicRoutes(scope, scope.deps);
  });
  registerFeedRoutes(app, app.deps);
  app.deps.pageExtensions.decorators.push(adsPixelDecorator(app.deps.db));
}
