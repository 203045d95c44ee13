import type { FastifyInstance } from 'fastify';
import { registerDiscountRoutes } from './routes.ts';

/** The owner's discounts (Commerce → Discounts). */
export async function discountsPlugin(app: FastifyInstance): Promise<void> {
  registerDiscountRoutes(app, app.deps);
}
