import { z } from 'zod';

/*
 * The JSON Schemas of the document, with named parts in `components.schemas`. A zod schema that the
 * contract exports (`shoppingCart`, `publicMoney`, `richTextNode`…) is a component named after its
 * export (`ShoppingCart`); every other part is written in place. A recursive schema is always
 * exported, so its `$ref`s point at a component (zod would otherwise write `#/$defs/…`, which means
 * nothing inside an OpenAPI document); the contract's test checks that none is left unnamed.
 */

type JsonObject = Record<string, unknown>;
type Io = 'input' | 'output';

const COMPONENT_PREFIX = '#/components/schemas/';
/** zod's refs to the `$defs` of one conversion; they become component refs once the names are settled. */
const DEFS_PREFIX = '#/$defs/';
/** A ref whose component name is settled at the end, once both readings of every name are known. */
const PENDING_PREFIX = '#/components/schemas/pending:';
/** zod's own name for a recursive part that has no id. */
const UNNAMED_PREFIX = '__schema';

/** `shoppingCart` → `ShoppingCart`. */
function componentName(exportName: string): string {
  return exportName.charAt(0).toUpperCase() + exportName.slice(1);
}

/**
 * The component name of every zod schema among `exports` (the contract's named exports), the first
 * export name winning when one schema is exported twice.
 */
export function schemaNames(exports: Readonly<Record<string, unknown>>): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [exportName, value] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))) {
    if (value instanceof z.ZodType && !names.has(value)) names.set(value, componentName(exportName));
  }
  return names;
}

/** A registry that reads every schema's own metadata (descriptions, `.meta()`) and adds the component name as zod's `id`. */
function namingRegistry(names: ReadonlyMap<z.ZodType, string>): z.core.$ZodRegistry<Record<string, unknown>> {
  const registry = z.registry<Record<string, unknown>>();
  registry.get = ((schema: z.ZodType) => {
    const meta = z.globalRegistry.get(schema);
    const id = names.get(schema);
    return id === undefined ? meta : { ...meta, id };
  }) as typeof registry.get;
  return registry;
}

/** Calls `visit` on every object in `value`, depth first. */
function walk(value: unknown, visit: (object: JsonObject) => void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (value && typeof value === 'object') {
    visit(value as JsonObject);
    for (const child of Object.values(value)) walk(child, visit);
  }
}

/**
 * Collects the JSON Schemas of a document: {@link ComponentSchemas.schema} answers a schema with its
 * named parts as refs, {@link ComponentSchemas.settle} names the components once every schema is in
 * (a name whose input and output readings differ — a default, a transform — has its input reading
 * as `<Name>Input`).
 */
export class ComponentSchemas {
  readonly #registry;
  /** Each name's JSON Schema, per reading. */
  readonly #found = new Map<string, Partial<Record<Io, JsonObject>>>();

  constructor(names: ReadonlyMap<z.ZodType, string>) {
    this.#registry = namingRegistry(names);
  }

  /**
   * The JSON Schema of `schema` as read on `io`; a named part is a ref to its component. A recursive
   * part without a name is a component named `<fallback>Recursive<n>` (export it to name it).
   */
  schema(schema: z.ZodType, io: Io, fallback: string): JsonObject {
    const { $schema: _dialect, $defs, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12', metadata: this.#registry, cycles: 'ref', reused: 'inline' }) as JsonObject & { $defs?: Record<string, JsonObject> };
    const pending = (object: JsonObject) => {
      const ref = object.$ref;
      if (typeof ref !== 'string' || !ref.startsWith(DEFS_PREFIX)) return;
      object.$ref = `${PENDING_PREFIX}${io}:${nameOf(decodeURIComponent(ref.slice(DEFS_PREFIX.length)))}`;
    };
    const nameOf = (id: string) => (id.startsWith(UNNAMED_PREFIX) ? `${fallback}Recursive${id.slice(UNNAMED_PREFIX.length)}` : id);
    walk(rest, pending);
    for (const [id, definition] of Object.entries($defs ?? {})) {
      walk(definition, pending);
      const name = nameOf(id);
      const readings = this.#found.get(name) ?? {};
      readings[io] ??= definition;
      this.#found.set(name, readings);
    }
    return rest;
  }

  /**
   * Settles the component names: rewrites every pending ref inside `document` and answers the
   * components, sorted by name.
   */
  settle(document: JsonObject): Record<string, JsonObject> {
    const finalName = new Map<string, string>();
    const components: Record<string, JsonObject> = {};
    for (const [name, readings] of this.#found) {
      const { input, output } = readings;
      const twoReadings = input && output && JSON.stringify(input) !== JSON.stringify(output);
      if (output) finalName.set(`output:${name}`, name);
      if (input) finalName.set(`input:${name}`, twoReadings ? `${name}Input` : name);
    }
    const settle = (object: JsonObject) => {
      const ref = object.$ref;
      if (typeof ref === 'string' && ref.startsWith(PENDING_PREFIX)) object.$ref = COMPONENT_PREFIX + finalName.get(ref.slice(PENDING_PREFIX.length));
    };
    for (const [name, readings] of this.#found) {
      for (const io of ['output', 'input'] as const) {
        const definition = readings[io];
        if (!definition) continue;
        const final = finalName.get(`${io}:${name}`) as string;
        if (components[final]) continue;
        walk(definition, settle);
        components[final] = definition;
      }
    }
    walk(document, settle);
    const sorted = Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
    walk([document, sorted], (object) => plainRef(object, sorted));
    return sorted;
  }
}

/**
 * A `$ref` with keywords beside it (zod writes one for a refined or defaulted named schema) made
 * plain: the keywords that only repeat the component are dropped, the others kept beside an `allOf`
 * of the ref. Tools that merge such siblings into the component (swagger-parser) never end on a
 * recursive one.
 */
function plainRef(object: JsonObject, components: Readonly<Record<string, JsonObject>>): void {
  const ref = object.$ref;
  if (typeof ref !== 'string' || !ref.startsWith(COMPONENT_PREFIX) || Object.keys(object).length === 1) return;
  const target = components[ref.slice(COMPONENT_PREFIX.length)] ?? {};
  for (const key of Object.keys(object)) {
    if (key !== '$ref' && JSON.stringify(object[key]) === JSON.stringify(target[key])) delete object[key];
  }
  if (Object.keys(object).length === 1) return;
  delete object.$ref;
  object.allOf = [{ $ref: ref }, ...((object.allOf as unknown[] | undefined) ?? [])];
}
