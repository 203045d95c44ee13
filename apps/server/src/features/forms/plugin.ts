import type { FastifyInstance } from 'fastify';
import { registerOwnerFormRoutes } from './owner-routes.ts';
import { registerFormRoutes } from './routes.ts';

/** Forms: the visitor's validate, key and save calls, and the owner's forms and submissions. */
export async function formsPlugin(app: FastifyInstance): Promise<void> {
  await registerFormRoutes(app, app.deps);
  registerOwnerFormRoutes(app, app.deps);
}
