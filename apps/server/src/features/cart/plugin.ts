import type { FastifyInstance } from 'fastify';
import { registerCartRoutes } from './routes.ts';

/** The shopping cart of storefront.md §7, limited per visitor by the configured add-to-cart limit. */
export async function cartPlugin(app: FastifyInstance): Promise<void> {
  registerCartRoutes(app, { db: app.deps.db, addLimit: { name: 'add-to-cart', ...app.deps.limits.addToCart }, now: app.deps.now });
}
