import type { ApiRoute } from '../api-route.ts';

/* Routes of issue 12 still being written; each is added here with its schema. */

/** Every route of this file (API_ROUTES lists them). */
export const analyticsSettingsRoutes: readonly ApiRoute[] = [];
