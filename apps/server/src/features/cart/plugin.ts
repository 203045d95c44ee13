import type { FastifyInstance } from 'fastify';
import { registerCartRoutes } from './routes.ts';
import { followSessions } from './follow-sessions.ts';

/**
 * The shopping cart of storefront.md §7, limited per visitor by the configured add-to-cart limit; the
 * cart follows a customer's sign-in and sign-out (the identity's events).
 */
export async function cartPlugin(app: FastifyInstance): Promise<void> {
  followSessions(app.deps.events);
  registerCartRoutes(app, { db: app.deps.db, addLimit: { name: 'add-to-cart', ...app.deps.limits.addToCart }, now: app.deps.now });
}
