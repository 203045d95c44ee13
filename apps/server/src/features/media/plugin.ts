import type { FastifyInstance } from 'fastify';

/** The media library: uploads streamed to storage (a local folder or S3), image processing jobs, derivatives served by width, where each file is used (issue 14). */
export async function mediaFeature(_app: FastifyInstance): Promise<void> {}
