import { PAGE_TYPES } from '@plinth/platform';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { definePageKind, type ExtensionPage, type PageDecoration, type PageExtensions, type PageKind, type PageRequestInfo } from '../../infra/page-extensions.ts';
import { collectionFields, findCollectionByUrlId, type CollectionRecord } from '../catalog/index.ts';
import { isServedToVisitors } from '../content/index.ts';
import { requestOrigin } from '../site/index.ts';
import { eventItem, eventSummary } from './event-context.ts';
import { eventIcs, icsFileName } from './event-ics.ts';
import { monthKey } from './event-times.ts';
import { isEventsCollection } from './events-collection.ts';
import { eventEndTimes, eventsCollectionUrlIds, findEventByUrlId, listEventRecords, type EventRecord } from './events-repository.ts';
import { monthGrid, neighbours, parseMonth } from './month-grid.ts';

/*
 * The storefront's events pages, a page kind with a gate and a decorator (infra/page-extensions.ts):
 *   /events                  upcoming events (list view)
 *   /events/past             past events, latest first
 *   /events/calendar[/YYYY-MM]  the month grid (calendar view), this month by default
 *   /events/<event>          the event page with its calendar links
 *   /events/<event>.ics      the .ics download (a gate: it answers before any page is built)
 * Pages are cached per content version; an event ending or a new month moves a page without a
 * write, so the decorator adds both to the cache key of events pages.
 */

const URL_ID = /^[a-z0-9][a-z0-9-]{0,199}$/i;

type Resolved = { collection: CollectionRecord; events: EventRecord[] };

/**
 * The url ids of a site's events collections, read once per content version: every storefront page
 * asks (the decorator runs for all of them), and most are not events pages.
 */
function eventsCollectionNames(db: Kysely<Schema>) {
  const known = new Map<string, { version: number; names: Promise<Set<string>> }>();
  return async (site: PageRequestInfo['site']): Promise<Set<string>> => {
    let entry = known.get(site.id);
    if (!entry || entry.version !== site.contentVersion) {
      const names = eventsCollectionUrlIds(db, site.id).then((ids) => new Set(ids));
      names.catch(() => known.delete(site.id));
      known.set(site.id, (entry = { version: site.contentVersion, names }));
    }
    return entry.names;
  };
}

type Names = ReturnType<typeof eventsCollectionNames>;

async function eventsCollection(db: Kysely<Schema>, names: Names, info: Pick<PageRequestInfo, 'site' | 'segments'>): Promise<CollectionRecord | null> {
  const [first] = info.segments;
  if (!first || !URL_ID.test(first) || info.segments.length > 3) return null;
  if (!(await names(info.site)).has(first)) return null;
  const collection = await findCollectionByUrlId(db, info.site.id, first);
  return collection && collection.enabled && isEventsCollection(collection) ? collection : null;
}

/** The events a visitor may see: published (or scheduled and due) and readable to them. */
function visible(info: PageRequestInfo, collection: CollectionRecord, events: EventRecord[]): EventRecord[] {
  return events.filter((e) => isServedToVisitors(e.status, e.publishAt, info.now) && info.canRead({ collectionId: collection.id, itemId: e.id }));
}

function collectionJson(collection: CollectionRecord, view: string): Record<string, unknown> {
  return {
    id: collection.id,
    title: collection.title,
    urlId: collection.urlId,
    fullUrl: collection.fullUrl,
    typeName: collection.type,
    ...collectionFields(collection.type),
    description: collection.description,
    enabled: collection.enabled,
    calendarView: view === 'calendar',
    showPastOrUpcomingEvents: view === 'past' ? 'past' : 'upcoming',
    views: { list: collection.fullUrl, past: `${collection.fullUrl}/past`, calendar: `${collection.fullUrl}/calendar`, isList: view === 'list', isPast: view === 'past', isCalendar: view === 'calendar' },
  };
}

function listPage({ collection, events }: Resolved, info: PageRequestInfo, view: 'list' | 'past'): ExtensionPage {
  const past = view === 'past';
  const shown = events.filter((e) => (e.endDate <= info.now) === past);
  if (past) shown.reverse();
  return {
    status: 200,
    template: 'events.list',
    title: past ? `Past events — ${collection.title}` : collection.title,
    description: collection.description,
    pageType: PAGE_TYPES.MAIN_CONTENT,
    context: { collection: collectionJson(collection, view), items: shown.map((e) => eventSummary(e, info.now)), listView: { past, upcoming: !past } },
  };
}

function calendarPage({ collection, events }: Resolved, info: PageRequestInfo, monthText: string | undefined): ExtensionPage | null {
  const month = parseMonth(monthText ?? monthKey(info.now, info.site.timeZone));
  if (!month) return null;
  const grid = monthGrid(month.year, month.month, events.map((e) => ({ title: e.title, fullUrl: e.fullUrl, startDate: e.startDate, endDate: e.endDate, timeText: eventSummary(e, info.now).timeText as string })), info.site.timeZone);
  const around = neighbours(month.year, month.month);
  return {
    status: 200,
    template: 'events.list',
    title: `${grid.title} — ${collection.title}`,
    description: collection.description,
    pageType: PAGE_TYPES.MAIN_CONTENT,
    context: {
      collection: collectionJson(collection, 'calendar'),
      calendar: {
        title: grid.title,
        weeks: grid.weeks,
        weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
        previousUrl: `${collection.fullUrl}/calendar/${around.previous}`,
        nextUrl: `${collection.fullUrl}/calendar/${around.next}`,
        isEmpty: grid.weeks.every((week) => week.every((day) => !day.hasEvents)),
      },
    },
  };
}

/** The page kind of an events collection: its list, past, calendar and event pages. */
function eventsPageKind(db: Kysely<Schema>, names: Names): PageKind<CollectionRecord> {
  return definePageKind({
    name: 'events',
    match: (info) => eventsCollection(db, names, info),
    resolve: async (collection, info) => {
      const [, second, third] = info.segments;
      const load = async (): Promise<Resolved> => ({ collection, events: visible(info, collection, await listEventRecords(db, info.site.id, collection.id)) });
      if (second === undefined) return listPage(await load(), info, 'list');
      if (second === 'past' && third === undefined) return listPage(await load(), info, 'past');
      if (second === 'calendar') return calendarPage(await load(), info, third);
      if (third !== undefined || !URL_ID.test(second)) return null;
      const event = await findEventByUrlId(db, info.site.id, collection.id, second);
      if (!event || visible(info, collection, [event]).length === 0) return null;
      const item = eventItem(event, info.now);
      return {
        status: 200,
        template: 'events.item',
        title: event.title,
        description: event.description.slice(0, 160),
        pageType: PAGE_TYPES.CONTENT_ITEM,
        context: { collection: collectionJson(collection, 'item'), item },
      };
    },
  });
}

/** The `gates` hook: /<events>/<event>.ics answers the event's iCalendar file. */
function eventsIcsGate(db: Kysely<Schema>, names: Names) {
  return async (info: PageRequestInfo, reply: FastifyReply): Promise<ExtensionPage | null> => {
    if (info.segments.length !== 2 || !info.path.endsWith('.ics')) return null;
    const urlId = (info.segments[1] as string).slice(0, -'.ics'.length);
    const collection = await eventsCollection(db, names, { site: info.site, segments: [info.segments[0] as string, urlId] });
    if (!collection || !URL_ID.test(urlId)) return null;
    const event = await findEventByUrlId(db, info.site.id, collection.id, urlId);
    if (!event || visible(info, collection, [event]).length === 0) return null;
    const origin = requestOrigin(info.request);
    const ics = eventIcs({ ...event, url: `${origin}${event.fullUrl}` }, info.site.name, info.request.host);
    await reply
      .code(200)
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${icsFileName(event.urlId)}"`)
      .header('cache-control', 'no-cache')
      .send(ics);
    return null;
  };
}

/**
 * The `decorators` hook: on an events collection's pages, the cache key counts the events that have
 * ended and names this month, so an event moves to Past and the calendar turns over on time. The end
 * times are read once per content version.
 */
function eventsCacheDecorator(db: Kysely<Schema>, names: Names) {
  const known = new Map<string, { version: number; ends: Promise<number[]> }>();
  return async (info: PageRequestInfo): Promise<PageDecoration | null> => {
    const [first] = info.segments;
    if (!first || !(await names(info.site)).has(first)) return null;
    let entry = known.get(info.site.id);
    if (!entry || entry.version !== info.site.contentVersion) {
      const ends = eventEndTimes(db, info.site.id);
      ends.catch(() => known.delete(info.site.id));
      known.set(info.site.id, (entry = { version: info.site.contentVersion, ends }));
    }
    const ends = await entry.ends;
    let ended = 0;
    while (ended < ends.length && (ends[ended] as number) <= info.now) ended++;
    return { cacheKey: `events:${ended}:${monthKey(info.now, info.site.timeZone)}` };
  };
}

/** Adds the events page kind, the .ics download and the cache key to the storefront's page hooks. */
export function addEventPages(extensions: PageExtensions, db: Kysely<Schema>): void {
  const names = eventsCollectionNames(db);
  extensions.gates.push(eventsIcsGate(db, names));
  extensions.kinds.push(eventsPageKind(db, names));
  extensions.decorators.push(eventsCacheDecorator(db, names));
}
