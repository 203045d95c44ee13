import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { API_ROUTES } from './index.ts';
import { openApiDocument, openApiPath } from './openapi.ts';

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
  const document = openApiDocument([route]) as { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };
  const operation = document.paths['/api/things/{thingId}']?.post as Record<string, unknown>;

  it('is OpenAPI 3.1 with the path in OpenAPI form', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(openApiPath('/api/owner/forms/:id/submissions/:submissionId')).toBe('/api/owner/forms/{id}/submissions/{submissionId}');
    expect(operation).toBeDefined();
  });

  it('carries the parameters, the request body and the answer as JSON Schema', () => {
    expect(operation.parameters).toEqual([
      { name: 'thingId', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'dryRun', in: 'query', required: false, schema: { type: 'string', enum: ['true', 'false'] } },
    ]);
    expect(operation.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string', maxLength: 10 } } } } } });
    expect(operation.responses).toMatchObject({
      '200': { content: { 'application/json': { schema: { type: 'object', required: ['id', 'name'] } } } },
      '4XX': { content: { 'application/json': { schema: { properties: { error: { type: 'object' } } } } } },
    });
  });

  it('lists every route of the contract once', () => {
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const whole = openApiDocument(API_ROUTES) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.values(whole.paths).reduce((n, ops) => n + Object.keys(ops).length, 0)).toBe(API_ROUTES.length);
  });
});
