import type { ApiRoute } from '../api-route.ts';

/* The galleries feature's routes (issue 14); each is added here with its schema. */

/** Every route of this file (API_ROUTES lists them). */
export const galleriesRoutes: readonly ApiRoute[] = [];
