/** Events with calendar links, and the maps proxy with address completion (issue 17). */
import type { ApiRoute } from '../api-route.ts';

export const eventsRoutes: readonly ApiRoute[] = [];
