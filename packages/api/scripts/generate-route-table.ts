/**
 * Writes the generated files of the typed client (src/client/routes/<name>.ts, one per route of the
 * contract; routes.generated.ts; route-table.generated.ts), so it works without zod at run time, and
 * removes the module of a route the contract no longer has. `npm run generate -w @plinth/api`;
 * route-table.test.ts fails when a file is out of date.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { generatedClientFiles } from '../src/client/route-table-source.ts';

const client = new URL('../src/client/', import.meta.url);
const files = generatedClientFiles();
mkdirSync(new URL('routes/', client), { recursive: true });
for (const stale of readdirSync(new URL('routes/', client))) if (!files.has(`routes/${stale}`)) rmSync(new URL(`routes/${stale}`, client));
for (const [path, source] of files) writeFileSync(new URL(path, client), source);
console.log(`wrote ${files.size} files under ${client.pathname}`);
