import type { ApiRoute } from '../api-route.ts';

/** The catalog feature's routes (apps/server/src/features/catalog). */
export const catalogRoutes: readonly ApiRoute[] = [];
