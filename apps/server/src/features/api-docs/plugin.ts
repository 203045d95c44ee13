import * as contract from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../infra/errors/error-handler.ts';

const { API_ROUTES, getOpenApiDocument, openApiDocument } = contract;

/**
 * The API document: `GET /api/openapi.json`, the OpenAPI 3.1 document generated from
 * `@plinth/api` (the contract's exported schemas are its named components), made on the first
 * request and kept (the contract does not change while the process runs; making it costs a second
 * or so, which start-up need not pay).
 */
export async function apiDocsPlugin(app: FastifyInstance): Promise<void> {
  let body: string | undefined;
  app.get(getOpenApiDocument.path, { config: { access: 'public', website: 'none' } }, async (_request, reply) => {
    body ??= JSON.stringify(openApiDocument(API_ROUTES, { schemas: contract }));
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });
  // API paths that no route answers are JSON 404s, not pages.
  app.all('/api/*', { config: { website: 'none', access: 'public' } }, async (_request, reply) => reply.code(404).send(errorBody('NOT_FOUND', 'Not found.')));
}
