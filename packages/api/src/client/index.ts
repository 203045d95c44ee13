/** @plinth/api/client — the typed client of the contract (no zod at run time). */
export { createContractClient, fillPath, queryString, requestFor } from './route-request.ts';
export type { ContractClient, PreparedRequest, RouteAnswer, RouteName, RouteRequest, RouteRequestArgs, Transport } from './route-request.ts';
export { ROUTE_TABLE } from './route-table.generated.ts';
