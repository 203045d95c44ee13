/** Test helper: compile + render with `.eval`/`.include` enabled, as the jsont.md examples run. */
import { describe, expect, it } from 'vitest';
import { createEngine, type Plugins } from './engine.ts';
import type { RenderOptions } from './types.ts';

/** One golden example: template, data, expected output and error messages (parse errors first). */
export interface Golden {
  t: string;
  d: unknown;
  out: string;
  errors?: string[];
  opts?: RenderOptions;
}

/** Compiles and renders; returns the output and all error messages. */
export function run(t: string, d: unknown, opts: RenderOptions = {}, plugins?: Plugins): { output: string; errors: string[] } {
  const engine = createEngine(plugins);
  const c = engine.compile(t);
  const r = engine.render(c.template, d, { enableExpressions: true, enableInclude: true, ...opts });
  return { output: r.output, errors: [...c.errors, ...r.errors].map((e) => e.message) };
}

/** Declares one test per golden example. */
export function goldens(title: string, cases: Golden[]): void {
  describe(title, () => {
    for (const c of cases) {
      it(`${c.t} with ${JSON.stringify(c.d)}`, () => {
        const r = run(c.t, c.d, c.opts);
        expect(r.output).toBe(c.out);
        expect(r.errors).toEqual(c.errors ?? []);
      });
    }
  });
}
