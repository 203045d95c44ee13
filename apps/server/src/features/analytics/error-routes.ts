import { recordJavascriptErrors } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { mount, type MountOptions } from '../../infra/http/mount.ts';
import { siteOf } from '../site/index.ts';
import { recordClientErrors } from './errors-service.ts';
import type { Ingestion } from './ingestion.ts';
import { pageOf } from './request-facts.ts';
import { answerBots } from './visitor-call-hooks.ts';

/** Registers POST /api/events/RecordJavascriptErrors (X-CSRF-Token from the crumb cookie). */
export function registerErrorRoutes(app: FastifyInstance, ingestion: Ingestion): void {
  const options: MountOptions = { config: { website: 'cached' }, preHandler: [requireCrumb, answerBots(ingestion)] };
  mount(app, recordJavascriptErrors, async ({ body: reports, request }) => {
    const website = siteOf(request);
    const now = ingestion.deps.now();
    ingestion.admit(ingestion.limits.error, request, website.id, undefined, now);
    await recordClientErrors(ingestion.deps.db, website.id, reports, pageOf(request, undefined).path, now);
  }, options);
}
