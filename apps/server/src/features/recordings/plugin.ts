import type { FastifyInstance } from 'fastify';

/** Session recording: the recorder's id and batches, their retention and the owner's replays (issue 13). */
export async function recordingsFeature(_app: FastifyInstance): Promise<void> {}
