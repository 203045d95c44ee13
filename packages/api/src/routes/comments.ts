/** Comments with moderation, likes and share buttons (issue 17). */
import type { ApiRoute } from '../api-route.ts';

export const commentsRoutes: readonly ApiRoute[] = [];
