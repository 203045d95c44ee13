import type { ApiRoute } from '../api-route.ts';

/** The restock feature's routes (apps/server/src/features/restock). */
export const restockRoutes: readonly ApiRoute[] = [];
