import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';

/*
 * Objects the contract does not export but more than one route answers or takes (a checkout's
 * shipping option, a block of the page document) are components too, named after where they are
 * first found: the nearest named schema around them and the field that holds them
 * (`CheckoutAnswerShippingOptions`), or the block's `type` (`EditorBlockHeading`).
 */

type Def = Record<string, unknown> & { type: string };

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** `shipping_options` / `shippingOptions` → `ShippingOptions`. */
function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** The literal `type` of an object (a block or a node of a discriminated union), if it has one. */
function literalType(def: Def): string | undefined {
  const type = (def.shape as Record<string, z.ZodType> | undefined)?.type;
  if (!type) return undefined;
  const values = defOf(type).values as unknown[] | undefined;
  return values?.length === 1 && typeof values[0] === 'string' ? values[0] : undefined;
}

/** The schemas inside `def`, each with the field name that holds it (when it is a field). */
function children(schema: z.ZodType, def: Def): [z.ZodType, string | undefined][] {
  const list: [z.ZodType, string | undefined][] = [];
  const add = (value: unknown, key?: string) => {
    if (value instanceof z.ZodType) list.push([value, key]);
  };
  for (const [key, value] of Object.entries((def.shape as Record<string, unknown> | undefined) ?? {})) add(value, key);
  for (const key of ['element', 'innerType', 'in', 'out', 'left', 'right', 'keyType', 'valueType', 'catchall', 'rest']) add(def[key]);
  for (const key of ['options', 'items']) for (const value of (def[key] as unknown[] | undefined) ?? []) add(value);
  // A lazy schema's inner schema, made once (calling the getter again would make another).
  if (def.type === 'lazy') add((schema as unknown as { _zod: { innerType: unknown } })._zod.innerType);
  return list;
}

/**
 * Names for the unexported object schemas that more than one of `routes` uses in a body or an
 * answer, given the names the exports already have.
 */
export function sharedSchemaNames(routes: readonly ApiRoute[], names: ReadonlyMap<z.ZodType, string>): Map<z.ZodType, string> {
  const usedBy = new Map<z.ZodType, Set<ApiRoute>>();
  const firstName = new Map<z.ZodType, string>();
  // `bodyOfLazy`: the object a lazy schema stands for, which is the lazy's own (named or not).
  const visit = (schema: z.ZodType, route: ApiRoute, around: string, field: string | undefined, path: Set<z.ZodType>, bodyOfLazy = false) => {
    if (path.has(schema)) return;
    const def = defOf(schema);
    const own = names.get(schema);
    if (def.type === 'object' && !own && !bodyOfLazy) {
      const users = usedBy.get(schema) ?? new Set();
      users.add(route);
      usedBy.set(schema, users);
      if (!firstName.has(schema)) firstName.set(schema, `${around}${pascal(literalType(def) ?? field ?? 'Item')}`);
    }
    const next = own ?? (def.type === 'object' && field ? `${around}${pascal(field)}` : around);
    path.add(schema);
    for (const [child, key] of children(schema, def)) visit(child, route, next, key ?? (def.type === 'object' ? undefined : field), path, def.type === 'lazy');
    path.delete(schema);
  };
  for (const route of routes) {
    const base = pascal(`${route.method.toLowerCase()} ${route.path.replace(/^\/api\//, '')}`);
    if (route.body) visit(route.body, route, `${base}Body`, undefined, new Set());
    if (route.response) visit(route.response, route, `${base}Response`, undefined, new Set());
  }
  const taken = new Set(names.values());
  const shared = new Map<z.ZodType, string>();
  for (const [schema, users] of usedBy) {
    if (users.size < 2) continue;
    const wanted = firstName.get(schema) as string;
    let name = wanted;
    for (let n = 2; taken.has(name); n++) name = `${wanted}${n}`;
    taken.add(name);
    shared.set(schema, name);
  }
  return shared;
}
