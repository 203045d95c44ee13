import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTableSource } from './route-table-source.ts';

describe('the route table of the typed client', () => {
  it('is generated from the contract as it is now (npm run generate -w @plinth/api)', () => {
    const written = readFileSync(new URL('./route-table.generated.ts', import.meta.url), 'utf8');
    expect(written).toBe(routeTableSource());
  });
});
