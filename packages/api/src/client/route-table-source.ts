import type { ApiRoute } from '../api-route.ts';
import * as contract from '../index.ts';

/** Whether an export of the contract is a route declaration. */
function isRoute(value: unknown): value is ApiRoute {
  const route = value as Partial<ApiRoute> | null;
  return typeof route === 'object' && route !== null && typeof route.method === 'string' && typeof route.path === 'string' && typeof route.access === 'string' && typeof route.tag === 'string';
}

/** The text of route-table.generated.ts for the contract as it is now. */
export function routeTableSource(): string {
  const rows = Object.entries(contract as Record<string, unknown>)
    .filter((entry): entry is [string, ApiRoute] => isRoute(entry[1]))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, route]) => `  ${name}: { method: '${route.method}', path: '${route.path}', tag: '${route.tag}' },`);
  return [
    '// Generated from the contract by packages/api/scripts/generate-route-table.ts: do not edit.',
    '',
    '/** Every route of @plinth/api by its export name: its method, path and tag (the part of the API it belongs to: a cache drops a tag\'s answers after a change in it). */',
    'export const ROUTE_TABLE = {',
    ...rows,
    '} as const;',
    '',
  ].join('\n');
}
