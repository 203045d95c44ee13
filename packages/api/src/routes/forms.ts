import type { ApiRoute } from '../api-route.ts';

/** The forms feature's routes (apps/server/src/features/forms). */
export const formsRoutes: readonly ApiRoute[] = [];
