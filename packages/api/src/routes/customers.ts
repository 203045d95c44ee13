import type { ApiRoute } from '../api-route.ts';

/*
 * The customers feature's routes (apps/server/src/features/customers): the owner's view of customer accounts.
 */

/** The customers feature's routes. */
export const customersRoutes: readonly ApiRoute[] = [];
