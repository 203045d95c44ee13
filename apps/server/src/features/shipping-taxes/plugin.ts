import type { FastifyInstance } from 'fastify';
import { registerShippingTaxRoutes } from './routes.ts';

/** The owner's shipping zones, tax rates and products' tax and shipping facts (Commerce → Shipping, Taxes). */
export async function shippingTaxesPlugin(app: FastifyInstance): Promise<void> {
  registerShippingTaxRoutes(app, app.deps);
}
