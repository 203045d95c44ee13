/** @plinth/api/client — the typed client of the contract (no zod at run time). */
export { createContractClient, fillPath, queryString, requestFor, requestTo, urlOf } from './route-request.ts';
export type { ContractClient, PreparedRequest, RouteAnswer, RouteName, RouteRequest, RouteRequestArgs, RouteRow, RowRequest, Transport } from './route-request.ts';
export { ROUTE_TABLE } from './route-table.generated.ts';
/** Every route's row by its export name, one export each (tree-shaken: `routes.getShoppingCart`). */
export * as routes from './routes.generated.ts';
