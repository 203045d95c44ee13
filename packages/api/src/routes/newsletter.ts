import type { ApiRoute } from '../api-route.ts';

/** The newsletter feature's routes (apps/server/src/features/newsletter). */
export const newsletterRoutes: readonly ApiRoute[] = [];
