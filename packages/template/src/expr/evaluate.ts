/** Runs a compiled `.eval` expression in the current frame (jsont.md 6). */
import { resolve, type Frame } from '../frame.ts';
import { HEAD_VAR, type Path } from '../path.ts';
import { exprParseError, exprReduceError } from '../messages.ts';
import { print } from '../values.ts';
import { T_FUNC, T_MARK, T_NAME, T_OP, type Tok } from './lex.ts';
import { binary, call, DESC, toNumber, toStr, unary, type Scalar } from './ops.ts';
import type { Expression } from './expression.ts';
import type { Run } from '../run.ts';

/** Result of an assignment: no value. */
const NONE: unique symbol = Symbol('none');
/** Where a function call's arguments start on the stack. */
const MARK: unique symbol = Symbol('mark');
/** A name not yet read (so `=` can see it as a target). */
class Ref {
  readonly path: Path;
  constructor(path: Path) {
    this.path = path;
  }
}
type Item = Scalar | Ref | typeof NONE | typeof MARK | object;

class ReduceError extends Error {}
const ON_STACK = 'Reduce error: unexpected token on stack';

interface State {
  readonly frame: Frame;
  readonly pending: Map<string, Scalar>;
  readonly maxLen: number;
}

function read(st: State, item: Item | undefined): Item | undefined {
  if (!(item instanceof Ref)) return item;
  const p = item.path;
  let v: unknown;
  if (p.kind === HEAD_VAR && st.pending.has(p.head as string)) {
    v = st.pending.get(p.head as string);
    for (const k of p.rest) v = v === null || typeof v !== 'object' ? undefined : (v as Record<string, unknown>)[k];
  } else v = resolve(st.frame, p);
  return v === undefined ? null : (v as Item);
}

function isScalar(v: Item | undefined): v is Scalar {
  return v === null || typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean';
}

function operand(st: State, item: Item | undefined, op: string): Scalar {
  const v = read(st, item);
  if (!isScalar(v)) throw new ReduceError(DESC[op] === undefined ? ON_STACK : `Invalid arguments to operator ${DESC[op]}`);
  return v;
}

/** Pops an operand: none at the bottom of the stack or of a call's arguments. */
function pop(stack: Item[]): Item | undefined {
  const top = stack[stack.length - 1];
  return top === MARK ? undefined : stack.pop();
}

function applyOp(st: State, stack: Item[], op: string): void {
  if (op === '!' || op === '~' || op === 'u-' || op === 'u+') {
    const item = pop(stack);
    const v = read(st, item);
    // As the reference: a unary operator on an object, array or no value yields no value (no error by itself).
    if (!isScalar(v)) stack.push(NONE);
    // Reference quirk: `~` takes a name's token as a number (NaN), not its value, so `~name` is always -1.
    else stack.push(op === '~' && item instanceof Ref ? -1 : unary(op, v));
    return;
  }
  const right = pop(stack);
  const left = pop(stack);
  const a = operand(st, left, op);
  const b = operand(st, right, op);
  if (op === '+') {
    if (typeof a === 'string' || typeof b === 'string') {
      const s = toStr(a) + toStr(b);
      if (st.maxLen > 0 && s.length > st.maxLen) {
        throw new ReduceError(`Concatenation would exceed maximum string length ${st.maxLen}`);
      }
      stack.push(s);
    } else stack.push(toNumber(a) + toNumber(b));
    return;
  }
  stack.push(binary(op, a, b));
}

/**
 * `=`, as the reference: the first one reached ends its sub-expression with no value, whatever
 * is left (`str(@v = 1) + "x"` sets @v and prints nothing). Only `@name` can be assigned; anything
 * else (`a = 1`, `!@v = 1`, `1 = 2`, a side missing) is silently no assignment, and so is
 * assigning an object, array or no value.
 */
function assign(st: State, stack: Item[]): typeof NONE {
  const right = pop(stack);
  const left = pop(stack);
  if (left instanceof Ref && left.path.kind === HEAD_VAR && left.path.rest.length === 0) {
    const v = read(st, right);
    if (isScalar(v)) st.pending.set(left.path.head as string, v);
  }
  return NONE;
}

/**
 * A function call takes the values above its mark, as the reference: objects, arrays, no value and
 * empty arguments are left out (`max(o, 5)` is 5); with no value left the call is an error.
 */
function callWith(st: State, stack: Item[], name: string): Scalar {
  const args: Scalar[] = [];
  for (let item = stack.pop(); item !== MARK && item !== undefined; item = stack.pop()) {
    const v = read(st, item);
    if (isScalar(v)) args.push(v);
  }
  if (args.length === 0) throw new ReduceError(`Error calling function ${name}`);
  return call(name, args.reverse());
}

function reduce(st: State, rpn: readonly Tok[]): Item {
  const stack: Item[] = [];
  for (const tok of rpn) {
    if (tok.t === T_NAME) stack.push(new Ref(tok.path as Path));
    else if (tok.t === T_OP && tok.op === '=') return assign(st, stack);
    else if (tok.t === T_OP) applyOp(st, stack, tok.op as string);
    else if (tok.t === T_MARK) stack.push(MARK);
    else if (tok.t === T_FUNC) stack.push(callWith(st, stack, tok.name as string));
    else stack.push(tok.value as Scalar);
  }
  // As the reference: the value on top counts (`1, 2` and `1 2` are 2); none is an error.
  if (stack.length === 0) throw new ReduceError(ON_STACK);
  const v = read(st, stack[stack.length - 1]);
  if (v !== NONE && !isScalar(v)) throw new ReduceError(ON_STACK);
  return v as Item;
}

/** Evaluates `expr` in `frame`: prints the last value; commits assignments only when nothing failed. */
export function evaluate(run: Run, expr: Expression, frame: Frame): void {
  const limits = run.options.expressionLimits;
  const maxTokens = limits?.maxTokens ?? 0;
  const tooLong = maxTokens > 0 && expr.count > maxTokens;
  if (tooLong || expr.error !== null) {
    // As the reference, which parses each `.eval` once per render: reported on first use only, the
    // token limit and then a lexer error (past the limit the tokens are not ordered, so a paren
    // error is not reported).
    if (run.failedExpressions.has(expr)) return;
    run.failedExpressions.add(expr);
    if (tooLong) run.errors.push(exprParseError(expr.src, `Expression exceeds the maximum number of allowed tokens: ${maxTokens}`));
    if (expr.error !== null && (!tooLong || expr.lexError)) run.errors.push(exprParseError(expr.src, expr.error));
    return;
  }
  const st: State = { frame, pending: new Map(), maxLen: limits?.maxStringLength ?? 0 };
  let last: Item = NONE;
  try {
    for (const rpn of expr.subs) last = reduce(st, rpn);
  } catch (e) {
    if (!(e instanceof ReduceError)) throw e;
    run.errors.push(exprReduceError(expr.src, e.message));
    return;
  }
  for (const [k, v] of st.pending) frame.setVar(k, v);
  if (expr.debug) run.out += debugDump(expr);
  if (last !== NONE) run.out += print(last);
}

/** The `#` debug output: the RPN of each sub-expression. */
function debugDump(expr: Expression): string {
  const show = (t: Tok): string =>
    t.t === T_MARK ? '(' : t.t === T_NAME ? (t.path as Path).text : t.t === T_OP ? (t.op as string) : t.t === T_FUNC ? `${t.name}()` : JSON.stringify(t.value);
  return `[${expr.subs.map((s) => s.map(show).join(' ')).join('; ')}]`;
}
