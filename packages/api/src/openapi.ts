import { z } from 'zod';
import type { ApiRoute } from './api-route.ts';

/** The error answer of every route but the forms routes. */
const objectError = z.object({ error: z.object({ message: z.string() }) });
/** The forms routes' error answer. */
const textError = z.object({ error: z.string() });

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

/** `/api/owner/orders/:id` → `/api/owner/orders/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

function parameters(route: ApiRoute): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const where of ['path', 'query'] as const) {
    const schema = where === 'path' ? route.params : route.query;
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({ name, in: where, required: where === 'path' || (object.required ?? []).includes(name), schema: property });
    }
  }
  return list;
}

const CONTENT_TYPES = { json: 'application/json', html: 'text/html', csv: 'text/csv' } as const;

function operation(route: ApiRoute): JsonSchema {
  const type = route.responseType ?? 'json';
  const success: JsonSchema =
    type === 'empty'
      ? { description: 'Done.' }
      : { description: 'Success.', content: { [CONTENT_TYPES[type]]: { schema: type === 'json' && route.response ? jsonSchema(route.response, 'output') : { type: 'string' } } } };
  const error = { description: 'Refused: the message says why.', content: { 'application/json': { schema: jsonSchema(route.errorBody === 'text' ? textError : objectError, 'output') } } };
  const op: JsonSchema = {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: route.summary,
    tags: [route.tag],
    'x-access': route.access,
    parameters: parameters(route),
    responses: { [String(route.status ?? (type === 'empty' ? 204 : 200))]: success, '4XX': error },
  };
  if (route.auth === 'bearer') op.security = [{ apiKey: [] }];
  if (route.body) op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } };
  return op;
}

/**
 * The OpenAPI 3.1 document of `routes` (JSON Schema 2020-12 from the zod schemas).
 * @example openApiDocument(API_ROUTES).paths['/api/commerce/shopping-cart'].get
 */
export function openApiDocument(routes: readonly ApiRoute[], info = { title: 'Plinth API', version: '0.1.0' }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  const document: JsonSchema = { openapi: '3.1.0', info, paths };
  if (routes.some((route) => route.auth === 'bearer')) {
    document.components = { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: "An API key made in the dashboard's API keys panel (docs/public-api.md)." } } };
  }
  return document;
}
