import type { FastifyInstance } from 'fastify';

/** Tags and categories of posts and products: the manager's New, Edit, Merge, Remove (issue 15). */
export async function taxonomyFeature(_app: FastifyInstance): Promise<void> {}
