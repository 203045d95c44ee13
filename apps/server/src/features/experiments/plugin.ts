import type { FastifyInstance } from 'fastify';

/** Feature toggles and A/B tests decided on the server at render, and their results for the owner (issue 13). */
export async function experimentsFeature(_app: FastifyInstance): Promise<void> {}
