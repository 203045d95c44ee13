import fc from 'fast-check';
import type { JsonSchema, SampleHints } from './schema-sample.ts';

/*
 * fast-check arbitraries made from a route's own schema (zod → JSON Schema, `inputSchema`), for the
 * contract fuzz (contract-fuzz.test.ts): values of the schema's shape, and near-valid values — one of
 * them broken in one place (a wrong type, a missing or extra key, a huge or odd string, deep nesting,
 * a number at or past a limit).
 */

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref as string | undefined;
  if (!ref) return schema;
  if (ref === '#') return root;
  return ((root.$defs as Record<string, JsonSchema> | undefined)?.[ref.replace(/^#\/\$defs\//, '')] ?? {}) as JsonSchema;
}

/** Strings a careless or hostile client sends: control characters, lone surrogates, direction marks, markup, SQL, paths. */
export const EDGE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\ufeffbom',
  'e\u0301',
  '👩‍👩‍👧‍👦',
  '\u2028\u2029',
  '𝕏'.repeat(300),
  '<script>alert(1)</script>',
  "'; DROP TABLE items;--",
  '%00%ff',
  '../../etc/passwd',
  '{{ x }}',
  '\\',
  '"',
  '\r\n\r\nX-Injected: 1',
];

/** Numbers at and past the limits of columns and JavaScript. */
export const EDGE_NUMBERS: readonly number[] = [-1, 0, -0, 0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 63, 1e308, -1e308, 5e-324];

const URLS = ['https://example.com/', 'https://example.com/a/b?c=1#d', 'http://127.0.0.1:1/x', 'https://example.invalid/'];

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const min = (s.minLength as number | undefined) ?? 0;
  const max = Math.min((s.maxLength as number | undefined) ?? min + 40, min + 40);
  switch (s.format) {
    case 'email':
      return fc.oneof(fc.constant('someone@example.com'), fc.emailAddress());
    case 'uri':
    case 'url':
      return fc.constantFrom(...URLS);
    case 'date-time':
      return fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  const pattern = s.pattern as string | undefined;
  if (pattern) {
    try {
      return fc.stringMatching(new RegExp(pattern)).map((value) => value.slice(0, Math.max(max, min, 1) + 20));
    } catch {
      // A pattern fast-check cannot read: plain strings, which the route refuses (near-valid).
    }
  }
  return fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }));
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = s.exclusiveMinimum as number | undefined;
  const exclusiveMax = s.exclusiveMaximum as number | undefined;
  const min = Math.max((s.minimum as number | undefined) ?? -1_000_000, exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 1e-9) : -Infinity, -Number.MAX_SAFE_INTEGER);
  const max = Math.min((s.maximum as number | undefined) ?? 1_000_000, exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 1e-9) : Infinity, Number.MAX_SAFE_INTEGER);
  if (min > max) return fc.constant(min);
  const bounds = fc.constantFrom(min, max);
  if (!integer) return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), bounds);
  const lo = Math.ceil(min);
  const hi = Math.floor(max);
  if (lo >= -(2 ** 31) && hi <= 2 ** 31 - 1) return fc.oneof(fc.integer({ min: lo, max: hi }), bounds.map(Math.round));
  return fc.oneof(fc.integer({ min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31 - 1) }), fc.constantFrom(lo, hi));
}

/**
 * Values of `schema`'s shape. A property named in `hints` is mostly the hint (a real id, an e-mail
 * the services accept), so generated values get past the first checks and reach the deeper ones.
 */
export function schemaArbitrary(schema: JsonSchema, hints: SampleHints = {}, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  const next = (child: JsonSchema) => schemaArbitrary(child, hints, root, depth + 1);
  if (depth > 6) return fc.constant(null);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...(s.enum as unknown[]));
  const options = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (options?.length) return fc.oneof(...options.map(next));
  if (Array.isArray(s.allOf) && s.allOf.length) return next(s.allOf[0] as JsonSchema);
  if (Array.isArray(s.type)) return fc.oneof(...(s.type as string[]).map((type) => next({ ...s, type })));
  switch (s.type as string | undefined) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((s.required ?? []) as string[]);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) {
        model[key] = key in hints ? fc.oneof({ arbitrary: fc.constant(hints[key]), weight: 3 }, { arbitrary: next(property), weight: 1 }) : next(property);
      }
      const record = fc.record(model, { requiredKeys: [...required].filter((key) => key in model) });
      const additional = s.additionalProperties;
      if (Object.keys(model).length === 0 && additional && typeof additional === 'object') {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), next(additional as JsonSchema), { maxKeys: 3 });
      }
      return record;
    }
    case 'array': {
      const minLength = (s.minItems as number | undefined) ?? 0;
      const maxLength = Math.min((s.maxItems as number | undefined) ?? minLength + 3, minLength + 3);
      const prefix = s.prefixItems as JsonSchema[] | undefined;
      if (prefix?.length) return fc.tuple(...prefix.map(next));
      return fc.array(s.items ? next(s.items as JsonSchema) : fc.jsonValue({ maxDepth: 1 }), { minLength, maxLength });
    }
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** How a near-valid value differs from a valid one. */
export type Mutation = 'wrong type' | 'missing key' | 'extra key' | 'huge string' | 'deep nesting' | 'odd string' | 'number at a limit';

export const MUTATIONS: readonly Mutation[] = ['wrong type', 'missing key', 'extra key', 'huge string', 'deep nesting', 'odd string', 'number at a limit'];

type Path = (string | number)[];

/** Every place in `value` (the root too), depth-first. */
function placesOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (out.length > 200) return out;
  if (Array.isArray(value)) value.forEach((item, i) => placesOf(item, [...path, i], out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) placesOf(item, [...path, key], out);
  return out;
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
}

function withValue(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = replacement;
  return copy;
}

function without(value: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = at(copy, path.slice(0, -1));
  const key = path[path.length - 1]!;
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else if (parent && typeof parent === 'object') delete (parent as Record<string | number, unknown>)[key];
  return copy;
}

const WRONG_TYPES: readonly unknown[] = [1, 'x', true, null, [], {}, [1, 'x'], { a: 1 }, 1e308, -1];

/** Nested arrays deep enough to overflow a recursive walk, small enough to pass the body limit. */
function deep(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

/** `value` broken in one place: `choice` picks the place and the value put there. */
export function mutate(value: unknown, mutation: Mutation, choice: number): unknown {
  const places = placesOf(value);
  const pick = <T>(list: readonly T[]): T => list[choice % list.length]!;
  const leaves = (test: (leaf: unknown) => boolean) => places.filter((path) => test(at(value, path)));
  switch (mutation) {
    case 'wrong type': {
      const path = pick(places);
      const current = at(value, path);
      const others = WRONG_TYPES.filter((candidate) => typeof candidate !== typeof current || Array.isArray(candidate) !== Array.isArray(current));
      return withValue(value, path, others[Math.floor(choice / places.length) % others.length]);
    }
    case 'missing key': {
      const keyed = places.filter((path) => path.length > 0);
      return keyed.length ? without(value, pick(keyed)) : undefined;
    }
    case 'extra key': {
      const objects = leaves((leaf) => !!leaf && typeof leaf === 'object' && !Array.isArray(leaf));
      const key = pick(['unexpected', '__proto__', 'constructor', 'toString', '', 'a'.repeat(300), '$where', 'id']);
      if (!objects.length) return { [key]: value };
      const path = pick(objects);
      const copy = structuredClone(value);
      const target = (path.length ? at(copy, path) : copy) as Record<string, unknown>;
      // Defined as own data so a `__proto__` key travels as a key, as a JSON body carries it.
      Object.defineProperty(target, key, { value: { admin: true }, enumerable: true, configurable: true, writable: true });
      return copy;
    }
    case 'huge string': {
      const strings = leaves((leaf) => typeof leaf === 'string');
      const huge = pick(['x'.repeat(20_000), 'é'.repeat(40_000), '𝕏'.repeat(30_000), '\u0000'.repeat(5_000)]);
      return withValue(value, strings.length ? pick(strings) : pick(places), huge);
    }
    case 'deep nesting':
      return withValue(value, pick(places), deep(pick([64, 1_000, 10_000])));
    case 'odd string': {
      const strings = leaves((leaf) => typeof leaf === 'string');
      return withValue(value, strings.length ? pick(strings) : pick(places), EDGE_STRINGS[Math.floor(choice / 7) % EDGE_STRINGS.length]);
    }
    case 'number at a limit': {
      const numbers = leaves((leaf) => typeof leaf === 'number');
      return withValue(value, numbers.length ? pick(numbers) : pick(places), EDGE_NUMBERS[Math.floor(choice / 5) % EDGE_NUMBERS.length]);
    }
  }
}

/** Near-valid values of `schema`: a value of its shape broken in one place. */
export function nearValidArbitrary(schema: JsonSchema, hints: SampleHints = {}): fc.Arbitrary<{ value: unknown; mutation: Mutation }> {
  return fc.tuple(schemaArbitrary(schema, hints), fc.constantFrom(...MUTATIONS), fc.nat({ max: 10_000 })).map(([value, mutation, choice]) => ({ value: mutate(value, mutation, choice), mutation }));
}
