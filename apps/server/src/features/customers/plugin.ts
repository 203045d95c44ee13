import type { FastifyInstance } from 'fastify';
import { registerCustomerRoutes } from './routes.ts';

/** The owner's view of customer accounts (issue 11). */
export async function customersPlugin(app: FastifyInstance): Promise<void> {
  registerCustomerRoutes(app, app.deps);
}
