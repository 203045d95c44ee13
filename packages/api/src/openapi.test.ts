import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import * as contract from './index.ts';
import { API_ROUTES } from './index.ts';
import { openApiDocument, openApiPath } from './openapi.ts';
import { ERROR_CODES } from './openapi/error-codes.ts';
import { schemaNames } from './openapi/component-schemas.ts';
import { sharedSchemaNames } from './openapi/shared-schemas.ts';
import { TAG_DESCRIPTIONS } from './openapi/tags.ts';

type Operation = Record<string, unknown> & { security: Record<string, string[]>[]; responses: Record<string, { $ref?: string }> };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string; description: string }[];
  components: { schemas: Record<string, Record<string, unknown>>; responses: Record<string, unknown>; securitySchemes: Record<string, Record<string, unknown>> };
};

describe('openApiDocument', () => {
  const route = defineRoute({
    method: 'POST',
    path: '/api/things/:thingId',
    tag: 'things',
    access: 'public',
    summary: 'Changes a thing',
    params: z.object({ thingId: z.string() }),
    query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
    body: z.object({ name: z.string().max(10) }),
    response: z.object({ id: z.string(), name: z.string() }),
  });
  const document = openApiDocument([route]) as Document;
  const operation = document.paths['/api/things/{thingId}']?.post as Operation;

  it('is OpenAPI 3.1 with the path in OpenAPI form', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(openApiPath('/api/owner/forms/:id/submissions/:submissionId')).toBe('/api/owner/forms/{id}/submissions/{submissionId}');
    expect(operation).toBeDefined();
  });

  it('carries the parameters, the request body, the answer and the error answers', () => {
    expect(operation.parameters).toEqual([
      { name: 'thingId', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'dryRun', in: 'query', required: false, schema: { type: 'string', enum: ['true', 'false'] } },
    ]);
    expect(operation.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string', maxLength: 10 } } } } } });
    expect(operation.responses).toMatchObject({
      '200': { content: { 'application/json': { schema: { type: 'object', required: ['id', 'name'] } } } },
      '400': { $ref: '#/components/responses/Invalid' },
      '404': { $ref: '#/components/responses/NotFound' },
    });
    expect(document.components.responses.Invalid).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
    expect(document.components.schemas.Error).toMatchObject({ properties: { error: { required: ['code', 'message'], properties: { code: { enum: [...ERROR_CODES] } } } } });
  });

  it('describes an upload as a multipart/form-data body: its file parts beside its text fields', () => {
    const upload = defineRoute({ method: 'POST', path: '/api/files', tag: 'things', access: 'public', summary: 'Uploads', multipart: { fileField: 'file', maxFiles: 3, fields: z.object({ note: z.string().max(5).optional() }) } });
    const one = defineRoute({ method: 'PUT', path: '/api/files/:id', tag: 'things', access: 'public', summary: 'Replaces', params: z.object({ id: z.string() }), multipart: { fileField: 'file', maxFiles: 1 } });
    const paths = (openApiDocument([upload, one]) as Document).paths;
    const file = { type: 'string', contentMediaType: 'application/octet-stream' };
    expect(paths['/api/files']!.post!.requestBody).toEqual({
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { note: { type: 'string', maxLength: 5 }, file: { type: 'array', items: file, minItems: 1, maxItems: 3 } } } } },
    });
    expect(paths['/api/files/{id}']!.put!.requestBody).toEqual({ required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file } } } } });
    const real = (openApiDocument(API_ROUTES, { schemas: contract }) as Document).paths['/api/owner/media']!.post!.requestBody as { content: Record<string, unknown> };
    expect(Object.keys(real.content)).toEqual(['multipart/form-data']);
  });

  it('lists every route of the contract once', () => {
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const whole = openApiDocument(API_ROUTES) as Document;
    expect(Object.values(whole.paths).reduce((n, ops) => n + Object.keys(ops).length, 0)).toBe(API_ROUTES.length);
  });
});

describe('the API document of the contract', () => {
  const document = openApiDocument(API_ROUTES, { schemas: contract }) as Document;
  const operations = Object.entries(document.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })));
  const op = (key: string) => operations.find((o) => o.key === key)?.op as Operation;

  it('is valid OpenAPI 3.1 for swagger-parser', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it("passes Redocly's recommended rules with no error (the spec's own trailing-slash path aside)", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    // storefront.md §7 fixes GET {API root}commerce/inventory/stock/ with its slash.
    const specPath = (p: (typeof problems)[number]) => p.ruleId === 'no-path-trailing-slash' && p.location[0]?.pointer === '#/paths/~1api~1commerce~1inventory~1stock~1';
    const errors = problems.filter((p) => p.severity === 'error' && !specPath(p));
    expect(errors.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  }, 60_000);

  it('names the shared objects and the recursive schemas as components', () => {
    for (const name of ['PublicMoney', 'CartMoney', 'ShippingAddress', 'AccountAddress', 'PublicProduct', 'OwnerProduct', 'PublicOrder', 'OwnerOrder', 'ShoppingCart', 'RichTextNode', 'PublicComment', 'NavigationLink']) {
      expect(document.components.schemas[name], name).toBeDefined();
    }
    expect(Object.keys(document.components.schemas).filter((name) => /Recursive\d+$/.test(name))).toEqual([]);
    // Objects that several routes share without an export of their own are components too.
    const shared = [...sharedSchemaNames(API_ROUTES, schemaNames(contract)).values()];
    expect(shared.length).toBeGreaterThan(0);
    for (const name of shared) expect(document.components.schemas[name] ?? document.components.schemas[`${name}Input`], name).toBeDefined();
    const text = JSON.stringify(document);
    expect(text).not.toContain('#/$defs/');
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) expect(document.components.schemas[name as string], name).toBeDefined();
    expect(op('GET /api/commerce/shopping-cart').responses['200']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ShoppingCart' } } } });
  });

  it('declares the security of every operation: owner session and crumb, customer session and XSRF token, API key, or the crumb or nothing for a visitor', () => {
    expect(document.components.securitySchemes).toMatchObject({
      ownerSession: { type: 'apiKey', in: 'cookie', name: 'plinth_owner' },
      crumb: { type: 'apiKey', in: 'cookie', name: 'crumb' },
      csrfToken: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
      siteUserSession: { type: 'apiKey', in: 'cookie', name: 'plinth_site_user' },
      siteUserXsrf: { type: 'apiKey', in: 'header', name: 'X-SiteUser-XSRF-Token' },
      apiKey: { type: 'http', scheme: 'bearer' },
    });
    for (const { key, op: operation } of operations) expect(Array.isArray(operation.security), key).toBe(true);
    expect(op('GET /api/owner/orders').security).toEqual([{ ownerSession: [] }]);
    expect(op('POST /api/owner/products').security).toEqual([{ ownerSession: [], crumb: [], csrfToken: [] }]);
    expect(op('GET /api/site-users/account/profile').security).toEqual([{ siteUserSession: [] }]);
    expect(op('PUT /api/site-users/account/profile').security).toEqual([{ siteUserSession: [], siteUserXsrf: [] }]);
    expect(op('GET /api/v1/orders').security).toEqual([{ apiKey: [] }]);
    expect(op('POST /api/commerce/shopping-cart/entries').security).toEqual([{ crumb: [], csrfToken: [] }]);
    expect(op('POST /api/events/RecordEvent').security).toEqual([{ crumb: [] }]);
    expect(op('GET /api/commerce/shopping-cart').security).toEqual([]);
  });

  it("documents the public API's conventions: RateLimit headers on its answers, an Idempotency-Key on its writes", () => {
    const publicOps = operations.filter(({ op: operation }) => (operation.security as Array<Record<string, unknown>>).some((way) => 'apiKey' in way));
    expect(publicOps.length).toBeGreaterThan(5);
    for (const { key, op: operation } of publicOps) {
      const success = Object.entries(operation.responses as Record<string, { headers?: Record<string, unknown> }>).find(([status]) => status.startsWith('2'))?.[1];
      expect(Object.keys(success?.headers ?? {}), key).toEqual(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']);
      const idempotency = (operation.parameters as Array<{ name: string; in: string }>).find((p) => p.name === 'Idempotency-Key');
      expect(idempotency?.in, key).toBe(key.startsWith('POST ') ? 'header' : undefined);
    }
    expect(op('GET /api/owner/orders').parameters).not.toContainEqual(expect.objectContaining({ name: 'Idempotency-Key' }));
  });

  it("answers each operation's errors by what the route is", () => {
    const statuses = (key: string) => Object.keys(op(key).responses).filter((s) => Number(s) >= 400);
    expect(statuses('GET /api/owner/orders/{id}')).toEqual(['400', '401', '403', '404', '500']);
    expect(statuses('POST /api/commerce/shopping-cart/entries')).toEqual(['400', '403', '409', '429', '500']);
    expect(statuses('POST /api/commerce/checkout/pay')).toEqual(['400', '402', '403', '409', '500', '503']);
    expect(statuses('GET /api/v1/orders')).toEqual(['400', '401', '403', '429', '500']);
    expect(statuses('GET /api/commerce/checkout')).toEqual(['404', '500']);
    expect(op('POST /api/form/SaveFormSubmission').responses['400']).toEqual({ $ref: '#/components/responses/InvalidText' });
    expect(document.components.responses.RateLimited).toMatchObject({ headers: { 'Retry-After': {} } });
  });

  it('declares every tag with a description', () => {
    const used = new Set(API_ROUTES.map((r) => r.tag));
    expect(document.tags.map((t) => t.name).sort()).toEqual([...used].sort());
    for (const tag of used) expect(TAG_DESCRIPTIONS[tag], tag).toBeTruthy();
  });
});
