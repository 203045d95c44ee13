import { API_ROUTES, getOpenApiDocument, openApiDocument } from '@plinth/api';
import type { FastifyInstance } from 'fastify';

/**
 * The API document: `GET /api/openapi.json`, the OpenAPI 3.1 document generated from
 * `@plinth/api` (made once at start; the contract does not change while the process runs).
 */
export async function apiDocsFeature(app: FastifyInstance): Promise<void> {
  const body = JSON.stringify(openApiDocument(API_ROUTES));
  app.get(getOpenApiDocument.path, { config: { access: 'public', website: 'none' } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(body),
  );
}
