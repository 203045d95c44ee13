import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedClientFiles } from './route-table-source.ts';

describe('the route table of the typed client', () => {
  it('is generated from the contract as it is now (npm run generate -w @plinth/api)', () => {
    const files = generatedClientFiles();
    for (const [path, source] of files) expect(readFileSync(new URL(`./${path}`, import.meta.url), 'utf8'), path).toBe(source);
    const routeModules = readdirSync(new URL('./routes/', import.meta.url)).map((file) => `routes/${file}`);
    expect(routeModules.filter((path) => !files.has(path))).toEqual([]);
  });
});
