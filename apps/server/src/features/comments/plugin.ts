import type { FastifyInstance } from 'fastify';

/** Comments with moderation, likes and share buttons (issue 17). */
export async function commentsFeature(_app: FastifyInstance): Promise<void> {}
