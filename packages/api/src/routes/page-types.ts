/** The special page types: lock screen, protected pages, popup, splash, order status and the rest (issue 17). */
import type { ApiRoute } from '../api-route.ts';

export const pageTypesRoutes: readonly ApiRoute[] = [];
