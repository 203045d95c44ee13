import type { ApiRoute } from '../api-route.ts';

/* The experiments feature's routes (issue 13); each is added here with its schema. */

/** Every route of this file (API_ROUTES lists them). */
export const experimentsRoutes: readonly ApiRoute[] = [];
