import { recordClankerEvent, recordEvent, validateEventContent } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import { absentBodyAsEmpty } from '../../infra/http/absent-body.ts';
import { mount } from '../../infra/http/mount.ts';
import { requestOwnerToken } from '../owner/index.ts';
import { siteOf } from '../site/index.ts';
import { checkEvent } from './event-schemas.ts';
import { isExcludedOwner } from './exclusions.ts';
import type { Ingestion } from './ingestion.ts';
import type { ReplayGuard } from './replay-guard.ts';
import { browserFacts, capped, referrerOf } from './page-facts.ts';
import { itemIdOf, jsonBody, pageOf, parseData, requireBodyCrumb } from './request-facts.ts';
import { answerBots, textBodyAsJson } from './visitor-call-hooks.ts';

/*
 * The two event trackers (platform.md §7 "Events"): the older RecordEvent (form-encoded crumb,
 * event, data) and the newer clanker events ({ eventContent, eventSchemaName, crumb }, often by
 * beacon), and the newer one's validate mode, which checks and stores nothing.
 */

/** Registers RecordEvent, clanker events and validate-event-content. */
export function registerEventRoutes(app: FastifyInstance, ingestion: Ingestion, guard: ReplayGuard): void {
  const { db } = ingestion.deps;

  const bots = answerBots(ingestion);
  mount(app, recordEvent, async ({ body, request }) => {
    requireBodyCrumb(request, body.crumb);
    const data = parseData(body.data);
    const website = siteOf(request);
    const now = ingestion.deps.now();
    ingestion.admit(ingestion.limits.event, request, website.id, undefined, now);
    const page = pageOf(request, data.url);
    if (await isExcludedOwner(db, website.id, requestOwnerToken(request), page.path, now)) return;
    const visitor = await ingestion.visitorOf(request, website.id, undefined, now);
    ingestion.record({
      website_id: website.id,
      occurred_at: now,
      kind: 'event',
      visitor_id: visitor.visitorId,
      session_id: visitor.sessionId,
      counting: visitor.counting,
      path: page.path,
      referrer: referrerOf(data.referrer),
      utm_source: page.utmSource,
      utm_medium: page.utmMedium,
      utm_campaign: page.utmCampaign,
      ...browserFacts(request.headers['user-agent'] ?? ''),
      country: ingestion.countryOf(request),
      item_id: itemIdOf(data),
      event_name: body.event,
      data_json: body.data ?? null,
    });
  }, { config: { website: 'cached' }, preHandler: [bots, absentBodyAsEmpty] });

  mount(app, recordClankerEvent, async ({ body, request }) => {
    requireBodyCrumb(request, body.crumb);
    const event = checkEvent(body.eventSchemaName, body.eventContent);
    const website = siteOf(request);
    const now = ingestion.deps.now();
    ingestion.admit(ingestion.limits.event, request, website.id, undefined, now);
    const page = pageOf(request, event.content.page_path);
    if (await isExcludedOwner(db, website.id, requestOwnerToken(request), page.path, now)) return;
    // The tracker stamps every event with its occurrence time: the same content again is a replay.
    if (!guard.firstTime(website.id, body.eventSchemaName, body.eventContent, event.content.occurrence_timestamp)) return;
    const visitor = await ingestion.visitorOf(request, website.id, undefined, now);
    ingestion.record({
      website_id: website.id,
      occurred_at: now,
      kind: 'event',
      visitor_id: visitor.visitorId,
      session_id: visitor.sessionId ?? capped(event.content.session_id, 100),
      counting: visitor.counting,
      path: page.path,
      referrer: referrerOf(event.content.page_referrer),
      utm_source: page.utmSource,
      utm_medium: page.utmMedium,
      utm_campaign: page.utmCampaign,
      ...browserFacts(request.headers['user-agent'] ?? ''),
      country: ingestion.countryOf(request),
      item_id: itemIdOf(event.content),
      event_name: event.eventName,
      schema_name: event.schema,
      data_json: body.eventContent,
    });
  }, { config: { website: 'cached' }, preHandler: [bots, textBodyAsJson] });

  // The body is read as JSON after the params are checked (a bad schema name is the first error), so it is parsed here.
  mount(app, validateEventContent, async ({ params, request }) => {
    const body = validateEventContent.body.parse(jsonBody(request.body));
    ingestion.admit(ingestion.limits.event, request, siteOf(request).id, undefined, ingestion.deps.now());
    checkEvent(params.schema, body.eventContent);
    return { valid: true as const };
  }, { config: { website: 'cached' }, preHandler: bots, parseItself: ['body'] });
}
