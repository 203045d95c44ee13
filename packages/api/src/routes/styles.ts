/** Site styles: fonts and colours as theme variables, published like a page (issue 16). */
import type { ApiRoute } from '../api-route.ts';

export const stylesRoutes: readonly ApiRoute[] = [];
