import type { ApiRoute } from '../api-route.ts';
import * as contract from '../index.ts';

/** Whether an export of the contract is a route declaration. */
function isRoute(value: unknown): value is ApiRoute {
  const route = value as Partial<ApiRoute> | null;
  return typeof route === 'object' && route !== null && typeof route.method === 'string' && typeof route.path === 'string' && typeof route.access === 'string' && typeof route.tag === 'string';
}

/** The contract's routes by export name, sorted. */
function contractRoutes(): Array<[string, ApiRoute]> {
  return Object.entries(contract as Record<string, unknown>)
    .filter((entry): entry is [string, ApiRoute] => isRoute(entry[1]))
    .sort(([a], [b]) => a.localeCompare(b));
}

const HEADER = '// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.';

/**
 * Every generated file of the client by its path under src/client/: one module per route
 * (`routes/<name>.ts`: its method and path, its name in its type), so a bundle that imports a route's row carries
 * that row alone (the storefront's chunks and budgets); `routes.generated.ts` re-exports them all;
 * `route-table.generated.ts` names them ROUTE_TABLE.
 */
export function generatedClientFiles(): Map<string, string> {
  const routes = contractRoutes();
  const files = new Map<string, string>();
  for (const [name, route] of routes) {
    const row = `RouteRow<'${name}', '${route.method}', '${route.path}'>`;
    files.set(`routes/${name}.ts`, [HEADER, '', "import type { RouteRow } from '../route-row.ts';", '', `export const ${name} = { method: '${route.method}', path: '${route.path}' } as ${row};`, ''].join('\n'));
  }
  files.set('routes.generated.ts', [HEADER, '', ...routes.map(([name]) => `export { ${name} } from './routes/${name}.ts';`), ''].join('\n'));
  files.set(
    'route-table.generated.ts',
    [HEADER, '', "import * as routes from './routes.generated.ts';", '', '/** Every route of @plinth/api by its export name: its method and path. */', 'export const ROUTE_TABLE = routes;', ''].join('\n'),
  );
  return files;
}
