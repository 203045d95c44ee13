/**
 * Writes src/client/route-table.generated.ts: the method and path of every route of the contract by
 * its export name, so the typed client works without zod at run time. `npm run generate -w
 * @plinth/api`; route-table.test.ts fails when the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { routeTableSource } from '../src/client/route-table-source.ts';

const target = new URL('../src/client/route-table.generated.ts', import.meta.url);
writeFileSync(target, routeTableSource());
console.log(`wrote ${target.pathname}`);
