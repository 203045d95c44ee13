import type { ApiRoute } from '../api-route.ts';

/** The orders feature's routes (apps/server/src/features/orders). */
export const ordersRoutes: readonly ApiRoute[] = [];
