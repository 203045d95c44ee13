import { API_ROUTES, getOpenApiDocument, openApiDocument } from '@plinth/api';
import type { FastifyInstance } from 'fastify';

/**
 * The API document: `GET /api/openapi.json`, the OpenAPI 3.1 document generated from
 * `@plinth/api`, made on the first request and kept (the contract does not change while the process
 * runs; making it costs some 20 ms, which start-up need not pay).
 */
export async function apiDocsFeature(app: FastifyInstance): Promise<void> {
  let body: string | undefined;
  app.get(getOpenApiDocument.path, { config: { access: 'public', website: 'none' } }, async (_request, reply) => {
    body ??= JSON.stringify(openApiDocument(API_ROUTES));
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });
}
