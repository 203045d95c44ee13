import type { FastifyInstance } from 'fastify';

/** API keys and the public API they open; the product feed and ads pixel (issue 16). */
export async function apiKeysFeature(_app: FastifyInstance): Promise<void> {}
