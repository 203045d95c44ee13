import type { ApiRoute } from '../api-route.ts';

/** The stores feature's routes (apps/server/src/features/stores). */
export const storesRoutes: readonly ApiRoute[] = [];
