import type { FastifyInstance } from 'fastify';

/**
 * Form-encoded bodies (the census calls and RecordEvent) read as an object of strings; a repeated
 * field keeps its last value. Scoped to the analytics routes.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
