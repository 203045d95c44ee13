/** Macros and partials: `apply` (jsont.md 4.4) and `.include` (4.2), with the shared depth limit of 16. */
import { Frame, findMacro } from './frame.ts';
import { partialNotFound, partialParseFailed, partialTooDeep } from './messages.ts';
import type { Node } from './nodes.ts';
import type { Run } from './run.ts';

const MAX_DEPTH = 16;
const EMPTY: readonly Node[] = [];

/**
 * Finds macro `name` from `frame` outward, else partial `name`; reports and returns null when
 * neither exists. A partial that fails to parse is EMPTY (its errors reported the first time). As
 * the reference, this comes before the depth limit: a missing partial is "not found" even past it.
 */
function findTemplate(run: Run, frame: Frame, name: string): readonly Node[] | null {
  const macro = findMacro(frame, name);
  if (macro !== undefined) return macro;
  const partials = run.options.partials;
  const src = partials != null && Object.hasOwn(partials, name) ? partials[name] : undefined;
  if (typeof src !== 'string') {
    run.errors.push(partialNotFound(name));
    return null;
  }
  const compiled = run.engine.compilePartial(src);
  if (compiled.errors.length === 0) return compiled.nodes;
  if (!run.failedPartials.has(name)) {
    run.failedPartials.add(name);
    for (const e of compiled.errors) run.errors.push(partialParseFailed(name, e.message));
  }
  return EMPTY;
}

/**
 * Reports an apply or include past the depth limit. As the reference, the level it tried to enter
 * is never left: the depth stays one higher for the rest of the render, so after a runaway
 * recursion the applies made while it unwinds (and later ones) fail too.
 */
function tooDeep(run: Run, name: string): boolean {
  if (run.depth < MAX_DEPTH) return false;
  run.depth++;
  run.errors.push(partialTooDeep(name));
  return true;
}

/** Runs `nodes` in `frame` one level deeper, returning what they print. */
function capture(run: Run, nodes: readonly Node[], frame: Frame): string {
  const saved = run.out;
  run.out = '';
  run.depth++;
  try {
    run.engine.execList(run, nodes, frame);
    return run.out;
  } finally {
    run.depth--;
    run.out = saved;
  }
}

/** `{v|apply NAME [private] [k=v…]}`: renders NAME with `node` as a new innermost frame. */
export function applyNamed(
  run: Run, frame: Frame, name: string, node: unknown, isPrivate: boolean, args: Record<string, string> | null,
): string {
  if (name === '') return '';
  const nodes = findTemplate(run, frame, name);
  if (nodes === null || tooDeep(run, name) || nodes.length === 0) return '';
  const f = new Frame(node, frame);
  f.stop = isPrivate;
  if (args !== null) f.setVar('@args', args);
  return capture(run, nodes, f);
}

/** `.include NAME [output]`: runs NAME in the current frame; its text is kept only with `output`. */
export function include(run: Run, frame: Frame, name: string, output: boolean): void {
  const nodes = findTemplate(run, frame, name);
  if (nodes === null || tooDeep(run, name) || nodes.length === 0) return;
  const text = capture(run, nodes, frame);
  if (output) run.out += text;
}
