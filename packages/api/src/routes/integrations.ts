/** Integrations: the mailing-list provider and the automation connector (signed webhooks) (issue 16). */
import type { ApiRoute } from '../api-route.ts';

export const integrationsRoutes: readonly ApiRoute[] = [];
