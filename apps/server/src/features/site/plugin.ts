import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { installWebsiteHook } from './website-hook.ts';

/** The site feature: resolves `request.website` once per request for every route registered after it. */
async function siteFeaturePlugin(app: FastifyInstance): Promise<void> {
  installWebsiteHook(app);
}

/** Not encapsulated: its hook and request decorator must reach the routes of every later feature. */
export const sitePlugin = fastifyPlugin(siteFeaturePlugin, { name: 'site' });
