/** The core predicates (jsont.md 8). */
import { asNumber, asString, deepEqual, isTruthy } from './values.ts';
import type { Predicate, PredicateContext } from './types.ts';

const JSON_START = /^(?:["[0-9]|-[0-9]|true$|false$|null$)/;
const literals = new Map<string, { ok: boolean; value: unknown }>();

/** An argument that looks like JSON and parses is a literal (parsed once, cached); otherwise a path. */
function argValue(arg: string, ctx: PredicateContext): unknown {
  let lit = literals.get(arg);
  if (lit === undefined) {
    lit = { ok: false, value: undefined };
    if (JSON_START.test(arg)) {
      try {
        lit = { ok: true, value: JSON.parse(arg) };
      } catch {
        // Not JSON after all: a path.
      }
    }
    if (literals.size > 10000) literals.clear();
    literals.set(arg, lit);
  }
  return lit.ok ? lit.value : ctx.lookup(arg);
}

/** The two operands: one argument compares the current node with it; two compare them; none → null. */
function operands(args: string[], ctx: PredicateContext): [unknown, unknown] | null {
  if (args.length === 0) return null;
  if (args.length === 1) return [ctx.node, argValue(args[0], ctx)];
  return [argValue(args[0], ctx), argValue(args[1], ctx)];
}

/** Compares by the left operand's type; other types give 0 when deeply equal, else -1. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number') {
    const n = asNumber(b);
    // A right side that is not a number (`"x"`, `""`) counts as smaller, as in the reference.
    return a < n ? -1 : a > n ? 1 : a === n ? 0 : 1;
  }
  if (typeof a === 'string') {
    const s = asString(b);
    return a < s ? -1 : a > s ? 1 : 0;
  }
  if (typeof a === 'boolean') return Number(a) - Number(asBoolean(b));
  return deepEqual(a, b) ? 0 : -1;
}

/**
 * The right side of a boolean comparison, as the reference reads it (not JSON-T truthiness):
 * only the text `true`, a non-zero whole number written without an exponent (below 1e21; `2.5` is
 * false), or `true` itself.
 */
function asBoolean(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isInteger(v) && v !== 0 && Math.abs(v) < 1e21;
  return v === 'true';
}

function comparing(test: (c: number) => boolean): Predicate {
  return (args, ctx) => {
    const ops = operands(args, ctx);
    return ops !== null && test(compare(ops[0], ops[1]));
  };
}

function parity(want: number): Predicate {
  return (args, ctx) => {
    // The argument is always a path (never a literal).
    const v = args.length ? ctx.lookup(args[0]) : ctx.node;
    return typeof v === 'number' && Number.isInteger(v) && Math.abs(v % 2) === want;
  };
}

const nth: Predicate = (args, ctx) => {
  if (args.length === 0) return false;
  // Exactly two arguments: VALUE MODULUS; otherwise the node and the first argument.
  // No coercion: both must be numbers (strings, booleans, missing → false).
  const two = args.length === 2;
  const a = two ? argValue(args[0], ctx) : ctx.node;
  const m = argValue(args[two ? 1 : 0], ctx);
  if (typeof a !== 'number' || typeof m !== 'number') return false;
  return Number.isInteger(a) && Number.isInteger(m) && m !== 0 && Math.abs(a) % Math.abs(m) === 0;
};

/** Every core predicate by name. */
export const CORE_PREDICATES: Readonly<Record<string, Predicate>> = {
  'equal?': (args, ctx) => {
    const ops = operands(args, ctx);
    return ops !== null && deepEqual(ops[0], ops[1]);
  },
  'notEqual?': (args, ctx) => {
    const ops = operands(args, ctx);
    return ops !== null && !deepEqual(ops[0], ops[1]);
  },
  'greaterThan?': comparing((c) => c > 0),
  'greaterThanOrEqual?': comparing((c) => c >= 0),
  'lessThan?': comparing((c) => c < 0),
  'lessThanOrEqual?': comparing((c) => c <= 0),
  'even?': parity(0),
  'odd?': parity(1),
  'nth?': nth,
  'plural?': (_args, ctx) => asNumber(ctx.node) > 1,
  'singular?': (_args, ctx) => asNumber(ctx.node) === 1,
  'debug?': (_args, ctx) => isTruthy(ctx.lookup('debug')),
  'units-metric?': (_args, ctx) => {
    ctx.error('"units-metric?" formatter is not yet implemented');
    return false;
  },
};
