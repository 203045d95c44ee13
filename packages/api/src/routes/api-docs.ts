import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';

/** GET /api/openapi.json: this document. */
export const getOpenApiDocument = defineRoute({
  method: 'GET',
  path: '/api/openapi.json',
  tag: 'api-docs',
  access: 'public',
  summary: 'The OpenAPI 3.1 document of every API route',
  response: z.object({ openapi: z.literal('3.1.0'), info: z.object({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) }),
});

/** The API document's own route. */
export const apiDocsRoutes: readonly ApiRoute[] = [getOpenApiDocument];
