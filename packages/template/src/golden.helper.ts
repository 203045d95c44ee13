/** Test helper: compile + render with `.eval`/`.include` enabled, as the jsont.md examples and golden files run. */
import { createEngine, type Plugins } from './engine.ts';
import type { RenderOptions } from './types.ts';

/** Compiles and renders; returns the output and all error messages (parse errors first). */
export function run(t: string, d: unknown, opts: RenderOptions = {}, plugins?: Plugins): { output: string; errors: string[] } {
  const engine = createEngine(plugins);
  const c = engine.compile(t);
  const r = engine.render(c.template, d, { enableExpressions: true, enableInclude: true, ...opts });
  return { output: r.output, errors: [...c.errors, ...r.errors].map((e) => e.message) };
}
