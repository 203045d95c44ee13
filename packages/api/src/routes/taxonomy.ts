import type { ApiRoute } from '../api-route.ts';

/*
 * The taxonomy feature's routes (apps/server/src/features/taxonomy): the tag and category manager
 * of posts and products (platform.md §2, issue 15).
 */

/** The taxonomy feature's routes. */
export const taxonomyRoutes: readonly ApiRoute[] = [];
