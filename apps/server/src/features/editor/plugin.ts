import type { FastifyInstance } from 'fastify';
import { registerEditorRoutes } from './routes.ts';

/** The page editor: pages and posts, their documents' drafts, publishing and versions (issue 15). */
export async function editorPlugin(app: FastifyInstance): Promise<void> {
  registerEditorRoutes(app, app.deps);
}
