import type { FastifyInstance } from 'fastify';

/** Events with calendar links, and the maps proxy with address completion (issue 17). */
export async function eventsFeature(_app: FastifyInstance): Promise<void> {}
