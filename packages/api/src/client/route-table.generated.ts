// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.

import * as routes from './routes.generated.ts';

/** Every route of @plinth/api by its export name: its method and path. */
export const ROUTE_TABLE = routes;
