/**
 * Runs every `packages/template/golden/<area>/<name>.golden` file (format: `golden-file.ts`, README):
 * compile + render with `.eval`/`.include` enabled, then compare the output and the exact error messages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './golden.helper.ts';
import { parseGolden } from './golden-file.ts';

const ROOT = join(import.meta.dirname, '..', 'golden');
/**
 * "Now" for files without their own `now` option: the instant the relative-time files were
 * recorded against (2026-11-23 21:28:20 UTC), so `{a|relative-time}` reads the same every day.
 */
const RECORDED_NOW = Date.UTC(2026, 10, 23, 21, 28, 20);
const areas = readdirSync(ROOT, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

describe('golden files', () => {
  it('exist in every area', () => {
    expect(areas.length).toBeGreaterThan(0);
    for (const area of areas) expect(readdirSync(join(ROOT, area)).filter((f) => f.endsWith('.golden')).length).toBeGreaterThan(0);
  });

  for (const area of areas) {
    describe(area, () => {
      for (const file of readdirSync(join(ROOT, area)).filter((f) => f.endsWith('.golden')).sort()) {
        const g = parseGolden(readFileSync(join(ROOT, area, file), 'utf8'));
        it(`${file}: ${g.template.slice(0, 60)}`, () => {
          const r = run(g.template, g.data, { now: RECORDED_NOW, ...g.options });
          expect(r.output).toBe(g.output);
          expect(r.errors).toEqual(g.errors);
        });
      }
    });
  }
});
