import type { FastifyInstance } from 'fastify';

/** Site search, RSS feeds, sitemap.xml, and the audio and video players (issue 17). */
export async function searchFeature(_app: FastifyInstance): Promise<void> {}
