import type { FastifyInstance } from 'fastify';

/** The special page types: lock screen, protected pages, popup, splash, order status and the rest (issue 17). */
export async function pageTypesFeature(_app: FastifyInstance): Promise<void> {}
