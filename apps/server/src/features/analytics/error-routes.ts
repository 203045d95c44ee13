import { recordJavascriptErrors } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { siteOf } from '../site/index.ts';
import { recordClientErrors } from './errors-service.ts';
import type { Ingestion } from './ingestion.ts';
import { pageOf } from './request-facts.ts';

/** Registers POST /api/events/RecordJavascriptErrors (X-CSRF-Token from the crumb cookie). */
export function registerErrorRoutes(app: FastifyInstance, ingestion: Ingestion): void {
  app.post(recordJavascriptErrors.path, { config: { access: recordJavascriptErrors.access, website: 'cached' }, preHandler: requireCrumb }, async (request, reply) => {
    if (ingestion.isBot(request)) return reply.code(204).send();
    const reports = recordJavascriptErrors.body.parse(request.body);
    const website = siteOf(request);
    const now = ingestion.deps.now();
    ingestion.admit(ingestion.limits.error, request, website.id, undefined, now);
    await recordClientErrors(ingestion.deps.db, website.id, reports, pageOf(request, undefined).path, now);
    return reply.code(204).send();
  });
}
