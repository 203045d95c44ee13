import type { ApiRoute } from '../api-route.ts';

/** The owner feature's routes (apps/server/src/features/owner). */
export const ownerRoutes: readonly ApiRoute[] = [];
