import type { FastifyInstance } from 'fastify';

/** The member-areas feature (issue 11). */
export async function memberAreasFeature(_app: FastifyInstance): Promise<void> {}
