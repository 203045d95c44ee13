import type { FastifyInstance } from 'fastify';
import { registerNewsletterRoutes } from './routes.ts';

/** The newsletter: double opt-in confirmation and unsubscribe links, and the owner's mailing list. */
export async function newsletterPlugin(app: FastifyInstance): Promise<void> {
  registerNewsletterRoutes(app, app.deps);
}
