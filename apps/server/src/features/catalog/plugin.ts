import type { FastifyInstance } from 'fastify';
import { registerInventoryRoutes } from './inventory-routes.ts';
import { registerProductImageRoutes } from './product-images-routes.ts';
import { registerProductRoutes } from './product-routes.ts';
import { registerStockRoutes } from './stock-routes.ts';

/** Catalog and inventory: the visitor's stock lookup, the owner's products, their photos, variants and stock movements. */
export async function catalogPlugin(app: FastifyInstance): Promise<void> {
  registerInventoryRoutes(app, app.deps);
  registerProductRoutes(app, app.deps);
  registerProductImageRoutes(app, app.deps);
  registerStockRoutes(app, app.deps);
}
