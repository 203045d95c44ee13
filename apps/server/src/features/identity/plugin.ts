import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { installAccessGuard } from './guard.ts';

/** The identity: the one guard of every route's declared access (installed before any feature registers a route). */
async function identityFeaturePlugin(app: FastifyInstance): Promise<void> {
  installAccessGuard(app);
}

/** Not encapsulated: its hook and request decorators must reach the routes of every later feature. */
export const identityPlugin = fastifyPlugin(identityFeaturePlugin, { name: 'identity' });
