import type { FastifyInstance } from 'fastify';

/** The page editor: pages and posts, their documents' drafts, publishing and versions (issue 15). */
export async function editorFeature(_app: FastifyInstance): Promise<void> {}
