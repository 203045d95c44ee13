import type { ApiRoute } from '../api-route.ts';

/** The checkout feature's routes (apps/server/src/features/checkout). */
export const checkoutRoutes: readonly ApiRoute[] = [];
