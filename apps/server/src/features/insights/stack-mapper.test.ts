import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createStackMapper } from './stack-mapper.ts';

/*
 * The fixture is a real build: `assets/cart-T3st.js` is a small TypeScript file (kept in its map's
 * sourcesContent, at `../../src/cart.ts` from the map) minified by rolldown with `sourcemap:
 * 'hidden'`, as the storefront's Vite build does. The stacks below are what V8 printed when the
 * minified file threw.
 */
const FIXTURE = fileURLToPath(new URL('./stack-mapper-fixture/', import.meta.url));
const SOURCE_ROOT = fileURLToPath(new URL('./', import.meta.url));
const CHUNK = 'https://shop.example/assets/client/assets/cart-T3st.js';

const mapper = createStackMapper({ clientDir: FIXTURE, sourceRoot: SOURCE_ROOT });
afterAll(() => mapper.clear());

describe('createStackMapper', () => {
  it('maps minified frames to file, line, column and name of the source', async () => {
    // Line 8 is `  const found = variants!.find(…)` (column 27: `find`); line 14 `  return selectVariant(…)`.
    const stack = [`TypeError: Cannot read properties of undefined (reading 'find')`, `    at e (${CHUNK}:1:25)`, `    at t (${CHUNK}:1:113)`].join('\n');
    expect(await mapper.map(stack)).toBe(
      [`TypeError: Cannot read properties of undefined (reading 'find')`, '    at src/cart.ts:8:27', '    at src/cart.ts:14:10 (selectVariant)'].join('\n'),
    );
  });

  it('reads the other browsers’ frame styles and relative URLs alike', async () => {
    expect(await mapper.map(`Error: No variant x\ne@${CHUNK}:1:56\n@/assets/client/assets/cart-T3st.js:1:113`)).toBe(
      'Error: No variant x\n    at src/cart.ts:9:25\n    at src/cart.ts:14:10 (selectVariant)',
    );
    expect(await mapper.map('    at assets/client/assets/cart-T3st.js:1:56')).toBe('    at src/cart.ts:9:25');
  });

  it('leaves frames without a map, outside the bundle or out of the map’s reach as they are', async () => {
    const stack = [
      'Error: boom',
      '    at f (https://shop.example/assets/client/assets/gone-Zz9.js:1:10)',
      '    at g (https://cdn.example/vendor.js:3:4)',
      '    at h (https://shop.example/assets/client/../../package.json:1:1)',
      `    at i (${CHUNK}:99:1)`,
      '    at <anonymous>',
    ].join('\n');
    expect(await mapper.map(stack)).toBe(stack);
    expect(await mapper.map('')).toBe('');
  });

  it('never fails on a broken map: the frame stays as the browser wrote it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plinth-maps-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'assets', 'not-json.js.map'), '{ this is not a map');
      writeFileSync(join(dir, 'assets', 'bad-mappings.js.map'), JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: '!!!!' }));
      writeFileSync(join(dir, 'assets', 'wrong-shape.js.map'), '[1, 2, 3]');
      const broken = createStackMapper({ clientDir: dir, sourceRoot: dir });
      const stack = ['Error: x', '    at a (/assets/client/assets/not-json.js:1:1)', '    at b (/assets/client/assets/bad-mappings.js:1:1)', '    at c (/assets/client/assets/wrong-shape.js:1:1)'].join('\n');
      expect(await broken.map(stack)).toBe(stack);
      broken.clear();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves many stacks at once from one parsed map, through cache evictions', async () => {
    const stacks = Array.from({ length: 50 }, (_, i) => `Error: ${i}\n    at t (${CHUNK}:1:113)`);
    const mapped = await Promise.all(stacks.map((stack) => mapper.map(stack)));
    expect(mapped.every((stack, i) => stack === `Error: ${i}\n    at src/cart.ts:14:10 (selectVariant)`)).toBe(true);
    mapper.clear();
    expect(await mapper.map(stacks[0])).toBe('Error: 0\n    at src/cart.ts:14:10 (selectVariant)');
  });
});
