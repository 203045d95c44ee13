/** Value rules of jsont.md 3.1 and the "as string"/"as number" conversions of 7. */

const hasOwn = Object.prototype.hasOwnProperty;

function joinArray(a: readonly unknown[]): string {
  let s = '';
  for (let i = 0; i < a.length; i++) {
    if (i > 0) s += ',';
    const v = a[i];
    if (v === null) s += 'null';
    // A nested array prints as JavaScript's String() does (its nulls print nothing): [[null],1] → ",1".
    else if (Array.isArray(v)) s += String(v);
    else if (v !== undefined) s += typeof v === 'object' ? '[object Object]' : String(v);
  }
  return s;
}

/**
 * Returned by a core formatter whose result is JavaScript's undefined rather than a missing value
 * (`cycle` with nothing to pick). The chain hands the next formatter plain undefined, but `raw`
 * prints it as nothing where it prints a missing value as `null`, as the reference does.
 */
export const JS_UNDEFINED: unique symbol = Symbol('undefined');

/** State of the formatter chain `raw` reads: did the previous formatter return `JS_UNDEFINED`? */
export const chainState = { jsUndefined: false };

/**
 * The result of a formatter that hands its value on unchanged (`safe` of a falsy value, `truncate`
 * with no length, the pass-through names): JavaScript's undefined stays that, as in the reference.
 */
export function passOn(v: unknown): unknown {
  return v === undefined && chainState.jsUndefined ? JS_UNDEFINED : v;
}

/** Prints a value as a variable tag does: objects, null and missing print nothing. */
export function print(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return v;
    case 'number':
      return String(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object':
      return Array.isArray(v) ? joinArray(v) : '';
    default:
      return '';
  }
}

/** JSON-T truthiness: missing, null, false, 0, NaN, "", [] and {} are false. */
export function isTruthy(v: unknown): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v === 'object') {
    if (Array.isArray(v)) return v.length > 0;
    for (const k in v) if (hasOwn.call(v, k)) return true;
    return false;
  }
  return !!v;
}

/** "As string": strings, printed numbers and booleans, else "". */
export function asString(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return '';
}

/** "As number": numbers; strings parsed as integer (float if containing '.'); booleans 1/0; else 0. */
export function asNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v.includes('.') ? parseFloat(v) : parseInt(v, 10);
  if (typeof v === 'boolean') return v ? 1 : 0;
  return 0;
}

/** Deep equality of JSON values without coercion; missing equals null. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === undefined) a = null;
  if (b === undefined) b = null;
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!hasOwn.call(b, k)) return false;
    if (!deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}
