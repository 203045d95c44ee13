import type { ApiRoute } from '../api-route.ts';

/** The cart feature's routes (apps/server/src/features/cart). */
export const cartRoutes: readonly ApiRoute[] = [];
