import type { ApiRoute } from '../api-route.ts';

/*
 * The account feature's routes (apps/server/src/features/account): a signed-in customer's own data.
 */

/** The account feature's routes. */
export const accountRoutes: readonly ApiRoute[] = [];
