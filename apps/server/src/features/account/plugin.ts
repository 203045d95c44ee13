import type { FastifyInstance } from 'fastify';

/** The account feature (issue 11). */
export async function accountFeature(_app: FastifyInstance): Promise<void> {}
