import type { EventSchemaName } from '@plinth/api';
import type { FastifyRequest } from 'fastify';
import { requestOwnerToken } from '../owner/index.ts';
import { isExcludedOwner } from './exclusions.ts';
import { ingestionOf } from './ingestions.ts';
import { browserFacts } from './page-facts.ts';

/*
 * Events the server itself witnesses, recorded like the trackers' (same visitor, session and
 * exclusions): the paywall of a members-only page it served, the Join pressed on it
 * (CommerceGatedContent). No page needs JavaScript for them to count.
 */

/**
 * Schemas only the server writes, with their event names: a visitor's first exposure to experiments
 * at render, a site form saved. No tracker may send them (they are not tracker schemas), so a visitor cannot make one up.
 */
export const SERVER_EVENT_SCHEMAS = {
  Experiments: ['experiment_exposure'],
  Forms: ['form_submission'],
} as const;

/** A schema a server event is stored under: a tracker's, or one only the server writes. */
export type ServerEventSchemaName = EventSchemaName | keyof typeof SERVER_EVENT_SCHEMAS;

/** An event the server saw while answering `request`. */
export interface ServerEvent {
  websiteId: string;
  schema: ServerEventSchemaName;
  eventName: string;
  /** The page it happened on. */
  path: string;
  data?: Record<string, unknown>;
}

/**
 * Records `event` for the visitor of `request`: nothing for bots and the site's own owners, and
 * never a failure for the caller (an analytics fault is logged, the answer goes on).
 */
export async function recordServerEvent(request: FastifyRequest, event: ServerEvent): Promise<void> {
  try {
    const ingestion = ingestionOf(request.server.deps);
    if (!ingestion || ingestion.isBot(request)) return;
    const now = ingestion.deps.now();
    if (await isExcludedOwner(ingestion.deps.db, event.websiteId, requestOwnerToken(request), event.path, now)) return;
    const visitor = await ingestion.visitorOf(request, event.websiteId, undefined, now);
    ingestion.record({
      website_id: event.websiteId,
      occurred_at: now,
      kind: 'event',
      visitor_id: visitor.visitorId,
      session_id: visitor.sessionId,
      counting: visitor.counting,
      path: event.path.slice(0, 500),
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      ...browserFacts(request.headers['user-agent'] ?? ''),
      country: ingestion.countryOf(request),
      item_id: null,
      event_name: event.eventName,
      schema_name: event.schema,
      data_json: JSON.stringify({ event_name: event.eventName, ...event.data }),
    });
  } catch (error) {
    request.log.error({ err: error }, 'Recording a server-side analytics event failed');
  }
}
