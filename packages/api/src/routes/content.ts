import type { ApiRoute } from '../api-route.ts';

/** The content feature's routes (apps/server/src/features/content). */
export const contentRoutes: readonly ApiRoute[] = [];
