import type { FastifyInstance } from 'fastify';
import { registerStoreCreationRoutes } from './routes.ts';

/** Store creation (platform.md §6): a store page with its categories. */
export async function storesPlugin(app: FastifyInstance): Promise<void> {
  registerStoreCreationRoutes(app, app.deps);
}
