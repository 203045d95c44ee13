import type { ApiRoute } from '../api-route.ts';

/** The outbox feature's routes (apps/server/src/features/outbox). */
export const outboxRoutes: readonly ApiRoute[] = [];
