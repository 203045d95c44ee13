import type { ApiRoute } from '../api-route.ts';

/*
 * The member-areas feature's routes (apps/server/src/features/member-areas): member areas, their content and members.
 */

/** The member-areas feature's routes. */
export const memberAreasRoutes: readonly ApiRoute[] = [];
