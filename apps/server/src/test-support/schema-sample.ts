import { z } from 'zod';

/*
 * Samples of a contract's input for the malformed-input sweep: a value that passes the route's zod
 * schema (read as JSON Schema), which the sweep then breaks one field at a time.
 */

/** A JSON Schema node. */
export type JsonSchema = { [key: string]: unknown };

/** A JSON Schema of the contract's input, with `$ref`s resolvable against its `$defs`. */
export function inputSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref as string | undefined;
  if (!ref) return schema;
  if (ref === '#') return root;
  const name = ref.replace(/^#\/\$defs\//, '');
  return ((root.$defs as Record<string, JsonSchema> | undefined)?.[name] ?? {}) as JsonSchema;
}

/** Values for properties by name, where the schema alone cannot tell a value the service accepts. */
export type SampleHints = Readonly<Record<string, unknown>>;

/**
 * A value that fits the schema well enough to pass its checks: enums take their first choice,
 * strings their shortest length, and a property named in `hints` (a real product id for `itemId`,
 * a real e-mail address for `email`) the hint.
 */
export function sampleOf(schema: JsonSchema, hints: SampleHints = {}, root: JsonSchema = schema, depth = 0): unknown {
  const s = resolve(schema, root);
  const next = (child: JsonSchema) => sampleOf(child, hints, root, depth + 1);
  if (depth > 8) return null;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.default !== undefined && !(s.type === 'object' && depth === 0)) return s.default;
  const options = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (options) return next(options.find((option) => resolve(option, root).type !== 'null') ?? options[0]!);
  if (Array.isArray(s.allOf) && s.allOf.length) return next(s.allOf[0] as JsonSchema);
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') as string) : (s.type as string | undefined);
  switch (type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, key in hints ? hints[key] : next(property)]));
    }
    case 'array': {
      const min = (s.minItems as number | undefined) ?? 0;
      const items = (s.prefixItems as JsonSchema[] | undefined) ?? (s.items ? [s.items as JsonSchema] : []);
      const count = Math.max(min, items.length ? 1 : 0);
      return Array.from({ length: count }, (_, i) => next(items[Math.min(i, items.length - 1)] ?? {}));
    }
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, (s.minimum as number | undefined) ?? -Infinity, ((s.exclusiveMinimum as number | undefined) ?? -Infinity) + 1), (s.maximum as number | undefined) ?? Infinity);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

function sampleString(s: JsonSchema): string {
  if (s.format === 'email') return 'someone@example.com';
  if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
  if (s.format === 'date-time') return '2025-01-01T00:00:00Z';
  if (s.format === 'date') return '2025-01-01';
  const pattern = s.pattern as string | undefined;
  if (pattern?.includes('^\\/')) return '/';
  if (pattern?.includes('#') || pattern?.includes('[0-9a-fA-F]')) return '#336699';
  const min = (s.minLength as number | undefined) ?? 1;
  return 'a'.repeat(Math.max(min, 1));
}
