/** Coercions and operators of the `.eval` language (jsont.md 6). */

const NUMERIC = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?|0[xX][0-9a-fA-F]+)$/;

/** A primitive the reducer can compute with. */
export type Scalar = number | string | boolean | null;

/** to-number: booleans 1/0, null 0, "" 0, strings only when wholly a signed decimal/hex literal, else NaN. */
export function toNumber(v: Scalar): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v === null || v === '') return 0;
  if (!NUMERIC.test(v)) return NaN;
  const neg = v[0] === '-';
  const body = v[0] === '-' || v[0] === '+' ? v.slice(1) : v;
  const n = body.length > 1 && (body[1] === 'x' || body[1] === 'X') ? parseInt(body.slice(2), 16) : Number(body);
  return neg ? -n : n;
}

/** to-string: `true`/`false`, JS number text, `null`. */
export function toStr(v: Scalar): string {
  return v === null ? 'null' : String(v);
}

/** Message name of each binary operator. */
export const DESC: Record<string, string> = {
  '+': 'add', '-': 'subtract', '*': 'multiply', '/': 'divide', '%': 'modulus', '**': 'exponent',
  '<<': 'left shift', '>>': 'right shift', '<': 'less than', '>': 'greater than', '<=': 'less than or equal',
  '>=': 'greater than or equal', '==': 'equality', '!=': 'inequality', '===': 'strict equality',
  '!==': 'strict inequality', '&': 'bitwise and', '^': 'bitwise xor', '|': 'bitwise or', '&&': 'logical and',
  '||': 'logical or',
};

/** Applies a binary operator other than `+` (concatenation needs the length limit) and `=`. */
export function binary(op: string, a: Scalar, b: Scalar): Scalar {
  switch (op) {
    case '-': return toNumber(a) - toNumber(b);
    case '*': return toNumber(a) * toNumber(b);
    case '/': return toNumber(a) / toNumber(b);
    case '%': return toNumber(a) % toNumber(b);
    case '**': return toNumber(a) ** toNumber(b);
    case '<<': return toNumber(a) << toNumber(b);
    case '>>': return toNumber(a) >> toNumber(b);
    case '&': return toNumber(a) & toNumber(b);
    case '^': return toNumber(a) ^ toNumber(b);
    case '|': return toNumber(a) | toNumber(b);
    // Comparisons and equalities are JavaScript's on the raw values.
    case '<': return (a as number) < (b as number);
    case '>': return (a as number) > (b as number);
    case '<=': return (a as number) <= (b as number);
    case '>=': return (a as number) >= (b as number);
    case '==': return a == b;
    case '!=': return a != b;
    case '===': return a === b;
    case '!==': return a !== b;
    case '&&': return !!a && !!b;
    default: return !!a || !!b;
  }
}

/** Applies a unary operator. */
export function unary(op: string, a: Scalar): Scalar {
  switch (op) {
    case '!': return !a;
    case '~': return ~toNumber(a);
    case 'u-': return -toNumber(a);
    default: return toNumber(a);
  }
}

/** Calls a built-in function on its (non-empty) arguments. */
export function call(name: string, args: Scalar[]): Scalar {
  switch (name) {
    // Folded pairwise as the reference does, so a NaN is replaced by the next argument: max(NaN, 1) = 1, max(1, NaN) = NaN.
    case 'max': return args.map(toNumber).reduce((r, v) => (r > v ? r : v));
    case 'min': return args.map(toNumber).reduce((r, v) => (r < v ? r : v));
    case 'abs': return Math.abs(toNumber(args[0]));
    case 'num': return toNumber(args[0]);
    case 'str': return toStr(args[0]);
    default: return !!args[0];
  }
}
