import type { FastifyInstance } from 'fastify';

/** Core Web Vitals from real visitors: the metrics settings and records routes, their rollups and the owner's report (issue 13). */
export async function performanceFeature(_app: FastifyInstance): Promise<void> {}
