import type { FastifyInstance } from 'fastify';
import { registerStoreSettingsRoutes } from './routes.ts';

/** The owner's store settings (Commerce → Store settings). */
export async function storeSettingsPlugin(app: FastifyInstance): Promise<void> {
  registerStoreSettingsRoutes(app, app.deps);
}
