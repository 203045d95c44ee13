import type { FastifyInstance } from 'fastify';

/** Gallery blocks: their images and settings, rendered in the four designs (issue 14). */
export async function galleriesFeature(_app: FastifyInstance): Promise<void> {}
