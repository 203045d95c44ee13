import type { ApiRoute } from '../api-route.ts';

/* The recordings feature's routes (issue 13); each is added here with its schema. */

/** Every route of this file (API_ROUTES lists them). */
export const recordingsRoutes: readonly ApiRoute[] = [];
