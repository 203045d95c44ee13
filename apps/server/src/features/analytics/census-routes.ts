import { recordButtonClick, recordButtonRender, recordFormRender, recordHit, recordOverlay, recordQuickView } from '@plinth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnalyticsEventKind } from '../../infra/database/schema.ts';
import { absentBodyAsEmpty } from '../../infra/http/absent-body.ts';
import { mount, type MountOptions } from '../../infra/http/mount.ts';
import { requestOwnerToken } from '../owner/index.ts';
import { siteOf } from '../site/index.ts';
import type { EventRow } from './events-repository.ts';
import { isExcludedOwner, isExcludedPage } from './exclusions.ts';
import type { Ingestion } from './ingestion.ts';
import { browserFacts, referrerOf } from './page-facts.ts';
import { isProductPageHit, productViewOf } from './product-view.ts';
import type { ReplayGuard } from './replay-guard.ts';
import { itemIdOf, pageOf, parseData } from './request-facts.ts';
import { answerBots } from './visitor-call-hooks.ts';

/*
 * The census calls of a page (storefront.md §7): the page view and the widgets' clicks, renders,
 * overlays and quick views. Form-encoded `event`, `data` (JSON text) and `ss_cvr`; always 204 once
 * accepted — the page never waits for the write, and ignores failures anyway.
 */

/** Checks, counts and queues one census call (a bot's was answered before). */
async function census(ingestion: Ingestion, guard: ReplayGuard, request: FastifyRequest, body: z.output<typeof recordHit.body>, kind: AnalyticsEventKind, itemId?: string): Promise<void> {
  const data = parseData(body.data);
  const website = siteOf(request);
  const now = ingestion.deps.now();
  ingestion.admit(ingestion.limits.census, request, website.id, body.ss_cvr, now);
  const page = pageOf(request, data.url);
  if (isExcludedPage(page.path, data.pageType)) return;
  if (await isExcludedOwner(ingestion.deps.db, website.id, requestOwnerToken(request), page.path, now)) return;
  if (!guard.firstTime(website.id, `${kind}\0${itemId ?? ''}`, `${body.event ?? ''}\0${body.data ?? ''}`, data.clientDate)) return;
  const visitor = await ingestion.visitorOf(request, website.id, body.ss_cvr, now);
  const row: EventRow = {
    website_id: website.id,
    occurred_at: now,
    kind,
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
    item_id: itemId ?? itemIdOf(data),
    event_name: body.event?.slice(0, 100) || null,
    data_json: body.data ?? null,
  };
  if (kind === 'hit' && isProductPageHit(data, row.item_id ?? null)) ingestion.record(row, productViewOf(row));
  else ingestion.record(row);
}

/** Registers the census routes. */
export function registerCensusRoutes(app: FastifyInstance, ingestion: Ingestion, guard: ReplayGuard): void {
  const widgetRoutes = [
    [recordHit, 'hit'],
    [recordButtonClick, 'button-click'],
    [recordButtonRender, 'button-render'],
    [recordFormRender, 'form-render'],
    [recordOverlay, 'overlay'],
  ] as const;
  const options: MountOptions = { config: { website: 'cached' }, preHandler: [answerBots(ingestion), absentBodyAsEmpty] };
  for (const [route, kind] of widgetRoutes) {
    mount(app, route, ({ body, request }) => census(ingestion, guard, request, body, kind), options);
  }
  mount(app, recordQuickView, ({ params, body, request }) => census(ingestion, guard, request, body, 'quick-view', params.id), options);
}
