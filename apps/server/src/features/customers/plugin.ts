import type { FastifyInstance } from 'fastify';

/** The customers feature (issue 11). */
export async function customersFeature(_app: FastifyInstance): Promise<void> {}
