import type { ApiRoute } from '../api-route.ts';

/*
 * The editor feature's routes (apps/server/src/features/editor): page and post management and the
 * page document's draft, publish and versions (issue 15). The document itself is in
 * editor-document.ts.
 */

/** The editor feature's routes. */
export const editorRoutes: readonly ApiRoute[] = [];
