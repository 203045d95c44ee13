/** Stage 4: run the tree against frames (jsont.md 3 and 4). */
import { Frame, resolve, resolveLocal } from './frame.ts';
import { include } from './apply.ts';
import { evaluate } from './expr/evaluate.ts';
import { unexpected } from './messages.ts';
import { chainState, isTruthy, JS_UNDEFINED, print } from './values.ts';
import {
  N_BINDVAR, N_CTXVAR, N_EVAL, N_IF, N_INCLUDE, N_INJECT, N_MACRO, N_PREDICATE, N_REPEATED, N_SECTION, N_TEXT, N_VAR,
  type FormatterCall, type IfNode, type Node, type PredicateNode, type RepeatedNode,
} from './nodes.ts';
import type { Path } from './path.ts';
import type { Run } from './run.ts';

/** Returned by a formatter chain that threw. */
const FAILED: unique symbol = Symbol('failed');

/** The values of a tag of several paths (`{a, b|fmt}`); null for one (the context builds `[v]` if asked). */
function resolveAll(frame: Frame, paths: readonly Path[], first: unknown): unknown[] | null {
  if (paths.length === 1) return null;
  const values = [first];
  for (let i = 1; i < paths.length; i++) values.push(resolve(frame, paths[i]));
  return values;
}

/** Runs a formatter chain; `valueFrame` is where lookups start, `outer` the enclosing frame. */
function format(
  run: Run, fmts: readonly FormatterCall[], v: unknown, values: unknown[] | null, valueFrame: Frame, outer: Frame, type: string,
): unknown {
  const ctx = run.ctx;
  ctx.frame = valueFrame;
  ctx.outer = outer;
  ctx.setValues(v, values);
  try {
    chainState.jsUndefined = false;
    for (let i = 0; i < fmts.length; i++) {
      v = fmts[i].fn(v, fmts[i].args, ctx);
      if (v === JS_UNDEFINED) {
        v = undefined;
        chainState.jsUndefined = true;
      } else chainState.jsUndefined = false;
    }
    return v;
  } catch (e) {
    run.errors.push(unexpected(e, type));
    return FAILED;
  }
}

function execVar(run: Run, paths: readonly Path[], fmts: readonly FormatterCall[] | null, frame: Frame): void {
  const v = resolve(frame, paths[0]);
  if (fmts === null) {
    run.out += print(v);
    return;
  }
  // A value that is the frame's own node (`{@|fmt}`) needs no frame of its own: every lookup from
  // one would read that node first and then go on exactly as from `frame`.
  const valueFrame = v === frame.node && v !== undefined ? frame : new Frame(v, frame);
  const r = format(run, fmts, v, resolveAll(frame, paths, v), valueFrame, frame, 'VARIABLE');
  if (r !== FAILED) run.out += print(r);
}

function testPredicate(run: Run, n: PredicateNode, frame: Frame): boolean | null {
  if (n.fn === null) return false;
  try {
    return n.fn(n.args, run.ctx.at(frame)) === true;
  } catch (e) {
    run.errors.push(unexpected(e, n.type));
    return null;
  }
}

function testIf(n: IfNode, frame: Frame): boolean {
  let r = isTruthy(resolve(frame, n.paths[0]));
  for (let i = 0; i < n.ands.length; i++) {
    if (n.ands[i] ? !r : r) break;
    r = isTruthy(resolve(frame, n.paths[i + 1]));
  }
  return r;
}

function execRepeated(run: Run, n: RepeatedNode, frame: Frame): void {
  const v = resolveLocal(frame, n.path);
  if (!Array.isArray(v) || v.length === 0) {
    if (n.alt !== null) execList(run, n.alt, frame);
    return;
  }
  const arrayFrame = new Frame(v, frame);
  const last = v.length - 1;
  const between = n.alternatesWith;
  for (let i = 0; i <= last; i++) {
    arrayFrame.index = i;
    const item = new Frame(v[i], arrayFrame);
    execList(run, n.body, item);
    if (between !== null && i < last) execList(run, between, item);
  }
}

/** Executes a list of nodes in `frame`, appending to `run.out`. */
export function execList(run: Run, nodes: readonly Node[], frame: Frame): void {
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i];
    switch (n.k) {
      case N_TEXT:
        run.out += n.text;
        break;
      case N_VAR:
        execVar(run, n.paths, n.fmts, frame);
        break;
      case N_SECTION: {
        const v = resolveLocal(frame, n.path);
        const f = new Frame(v, frame);
        if (isTruthy(v)) execList(run, n.body, f);
        else if (n.alt !== null) execList(run, n.alt, f);
        break;
      }
      case N_REPEATED:
        execRepeated(run, n, frame);
        break;
      case N_PREDICATE: {
        const ok = testPredicate(run, n, frame);
        if (ok === true) execList(run, n.body, frame);
        else if (ok === false && n.alt !== null) execList(run, n.alt, frame);
        break;
      }
      case N_IF:
        if (testIf(n, frame)) execList(run, n.body, frame);
        else if (n.alt !== null) execList(run, n.alt, frame);
        break;
      case N_BINDVAR: {
        const v = resolve(frame, n.paths[0]);
        const r = n.fmts === null ? v : format(run, n.fmts, v, resolveAll(frame, n.paths, v), frame, frame, 'BINDVAR');
        if (r !== FAILED) frame.setVar(n.name, r);
        break;
      }
      case N_CTXVAR: {
        const obj: Record<string, unknown> = {};
        for (let j = 0; j < n.keys.length; j++) obj[n.keys[j]] = resolve(frame, n.paths[j]) ?? null;
        frame.setVar(n.name, obj);
        break;
      }
      case N_EVAL:
        if (run.options.enableExpressions === true) evaluate(run, n.expr, frame);
        break;
      case N_INCLUDE:
        if (run.options.enableInclude === true) include(run, frame, n.name, n.output);
        break;
      case N_INJECT: {
        const injects = run.options.injects;
        frame.setVar(n.name, injects != null && Object.hasOwn(injects, n.key) ? injects[n.key] : undefined);
        break;
      }
      case N_MACRO:
        (frame.macros ??= new Map()).set(n.name, n.body);
        break;
    }
  }
}
