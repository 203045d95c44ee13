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
  // API paths that no route answers are JSON 404s, not pages; a public API path asked with a method
  // it does not take is 405 with the methods it does (RFC 9110 §15.5.6).
  let publicRoutes: Array<{ pattern: RegExp; method: string }> | undefined;
  app.all('/api/*', { config: { website: 'none', access: 'public' } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith(PUBLIC_API_PREFIX)) {
      publicRoutes ??= app.routeTable.filter((route) => route.url.startsWith(PUBLIC_API_PREFIX)).map((route) => ({ pattern: routePattern(route.url), method: route.method }));
      const allowed = [...new Set(publicRoutes.filter((route) => route.pattern.test(path)).map((route) => route.method))].sort();
      if (allowed.length > 0) {
        return reply.code(405).header('allow', allowed.join(', ')).send(errorBody('METHOD_NOT_ALLOWED', `${request.method} is not allowed here: use ${allowed.join(' or ')}.`));
      }
    }
    return reply.code(404).send(errorBody('NOT_FOUND', 'Not found.'));
  });
}

/** The public API's paths (docs/public-api.md). */
const PUBLIC_API_PREFIX = '/api/v1/';

/** A route's path as a pattern of request paths (`/api/v1/orders/:id` matches `/api/v1/orders/abc`). */
function routePattern(url: string): RegExp {
  const escaped = url.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${escaped}/?$`);
}
