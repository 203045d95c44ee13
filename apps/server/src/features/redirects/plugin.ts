import type { FastifyInstance } from 'fastify';
import { pageRedirects } from './page-redirects.ts';
import { registerRedirectRoutes } from './routes.ts';

/** Redirects from old addresses (issue 34): the owner's routes, and the storefront's lookup before a 404. */
export async function redirectsPlugin(app: FastifyInstance): Promise<void> {
  registerRedirectRoutes(app, app.deps);
  app.deps.pageExtensions.redirects.push(pageRedirects(app.deps.db));
}
