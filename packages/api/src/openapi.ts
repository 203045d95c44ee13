import { z } from 'zod';
import type { ApiRoute, MultipartBody } from './api-route.ts';
import { ComponentSchemas, schemaNames } from './openapi/component-schemas.ts';
import { answerName, ERROR_SCHEMA, errorAnswer, errorStatusesOf, TEXT_ERROR_SCHEMA } from './openapi/error-answers.ts';
import { SECURITY_SCHEMES, securityOf } from './openapi/security.ts';
import { sharedSchemaNames } from './openapi/shared-schemas.ts';
import { TAG_DESCRIPTIONS } from './openapi/tags.ts';

type JsonSchema = Record<string, unknown>;

/** `/api/owner/orders/:id` → `/api/owner/orders/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** A path or query schema read field by field (parameters are never components). */
function parameterSchema(schema: z.ZodType): { properties?: Record<string, JsonSchema>; required?: string[] } {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

function parameters(route: ApiRoute): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const where of ['path', 'query'] as const) {
    const schema = where === 'path' ? route.params : route.query;
    if (!schema) continue;
    const object = parameterSchema(schema);
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({ name, in: where, required: where === 'path' || (object.required ?? []).includes(name), schema: property });
    }
  }
  return list;
}

/** The schema of a multipart body: its file parts (binary, one or an array) beside its text fields. */
function multipartSchema({ fileField, maxFiles, fields }: MultipartBody): JsonSchema {
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  const { $schema: _dialect, ...text } = fields ? (z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema) : { properties: {} };
  return {
    type: 'object',
    required: [fileField, ...((text.required as string[] | undefined) ?? [])],
    properties: { ...(text.properties as JsonSchema), [fileField]: maxFiles > 1 ? { type: 'array', items: file, minItems: 1, maxItems: maxFiles } : file },
  };
}

const CONTENT_TYPES = { json: 'application/json', html: 'text/html', csv: 'text/csv' } as const;

/** The rate limit's headers on a public API answer (draft-ietf-httpapi-ratelimit-headers). */
const RATE_LIMIT_HEADERS: JsonSchema = {
  'RateLimit-Limit': { description: 'Calls a key may make in a minute.', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Calls left to the key in this minute.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the count starts again (on a 429, the same as Retry-After).', schema: { type: 'integer' } },
};

/** A write of the public API sent again with the key of one that succeeded is answered as the first was, and does nothing again. */
const IDEMPOTENCY_KEY_PARAMETER: JsonSchema = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'A key of your choosing (1 to 255 visible ASCII characters): a retry with the same key and request replays the first answer (Idempotent-Replayed: true) instead of writing again; the same key with another request is 409.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

function operation(route: ApiRoute, schemas: ComponentSchemas, answers: Map<string, JsonSchema>): JsonSchema {
  const operationId = `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`;
  const fallback = operationId.charAt(0).toUpperCase() + operationId.slice(1);
  const type = route.responseType ?? 'json';
  const success: JsonSchema =
    type === 'empty'
      ? { description: 'Done.' }
      : { description: 'Success.', content: { [CONTENT_TYPES[type]]: { schema: type === 'json' && route.response ? schemas.schema(route.response, 'output', `${fallback}Response`) : { type: 'string' } } } };
  const responses: Record<string, JsonSchema> = { [String(route.status ?? (type === 'empty' ? 204 : 200))]: success };
  const shape = route.errorBody ?? 'object';
  for (const status of errorStatusesOf(route)) {
    const name = answerName(status, shape);
    if (!answers.has(name)) answers.set(name, errorAnswer(status, shape));
    responses[String(status)] = { $ref: `#/components/responses/${name}` };
  }
  const params = parameters(route);
  if (route.auth === 'bearer') {
    // The public API's conventions (docs/public-api.md): the rate limit's headers on every answer, an Idempotency-Key on writes.
    success.headers = RATE_LIMIT_HEADERS;
    if (route.method === 'POST') params.push(IDEMPOTENCY_KEY_PARAMETER);
  }
  const op: JsonSchema = {
    operationId,
    summary: route.summary,
    tags: [route.tag],
    'x-access': route.access,
    security: securityOf(route),
    parameters: params,
    responses,
  };
  if (route.body) op.requestBody = { required: true, content: { 'application/json': { schema: schemas.schema(route.body, 'input', `${fallback}Body`) } } };
  if (route.multipart) op.requestBody = { required: true, content: { 'multipart/form-data': { schema: multipartSchema(route.multipart) } } };
  return op;
}

/** What the document is made from beside the routes. */
export interface OpenApiOptions {
  info?: { title: string; version: string };
  /**
   * The contract's named exports (`import * as contract from '@plinth/api'`): each zod schema among
   * them is a component of `components.schemas`, named after its export. Unexported objects that
   * more than one route uses are components too (`openapi/shared-schemas.ts`).
   */
  schemas?: Readonly<Record<string, unknown>>;
}

/**
 * The OpenAPI 3.1 document of `routes` (JSON Schema 2020-12 from the zod schemas), with named
 * schemas, security schemes and each operation's error answers as components.
 * @example openApiDocument(API_ROUTES, { schemas: contract }).paths['/api/commerce/shopping-cart'].get
 */
export function openApiDocument(routes: readonly ApiRoute[], options: OpenApiOptions = {}): JsonSchema {
  const names = schemaNames(options.schemas ?? {});
  for (const [schema, name] of sharedSchemaNames(routes, names)) names.set(schema, name);
  const schemas = new ComponentSchemas(names);
  const answers = new Map<string, JsonSchema>();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, schemas, answers);
  }
  const usedTags = [...new Set(routes.map((route) => route.tag))].sort();
  const usedSchemes = new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => (op.security as Record<string, unknown>[]).flatMap(Object.keys))));
  const document: JsonSchema = {
    openapi: '3.1.0',
    info: {
      ...(options.info ?? { title: 'Plinth API', version: '0.1.0' }),
      description: 'Every API route of a Plinth site. Errors answer `{ "error": { "code", "message" } }` (the forms routes `{ "error": "text" }`, as the specification has them).',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'The site that serves this document' }],
    tags: usedTags.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    paths,
  };
  const shared = schemas.settle(document);
  const components: JsonSchema = { schemas: { ...shared, Error: ERROR_SCHEMA, ...(answers.size && [...answers.keys()].some((n) => n.endsWith('Text')) ? { TextError: TEXT_ERROR_SCHEMA } : {}) } };
  if (answers.size) components.responses = Object.fromEntries([...answers].sort(([a], [b]) => a.localeCompare(b)));
  const securitySchemes = Object.fromEntries(Object.entries(SECURITY_SCHEMES).filter(([name]) => usedSchemes.has(name)));
  if (Object.keys(securitySchemes).length) components.securitySchemes = securitySchemes;
  document.components = components;
  return document;
}
