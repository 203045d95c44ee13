/** API keys and the public API they open; the product feed and ads pixel (issue 16). */
import type { ApiRoute } from '../api-route.ts';

export const apiKeysRoutes: readonly ApiRoute[] = [];
