import { MAX_RETENTION_DAYS, MIN_RETENTION_DAYS } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { DEFAULT_WEBSITE_SETTINGS, getWebsite, type WebsiteSettings } from '../site/index.ts';
import { DAY_MS, dayStart, hourStart } from './day-range.ts';
import { RollupBuilder, type RollupRow } from './rollup-builder.ts';
import { allSiteIds, deleteEventsBefore, eventPages, eventTimeSpan, hasEventsSince, replaceRollups } from './rollup-repository.ts';

/*
 * The rollup job: raw events → hourly and daily rollup rows, one UTC day at a time (a day's events
 * are read once and give the day's rows and its hours' rows). Re-rolling a day replaces its rows,
 * so the job can run as often as it likes and late events are picked up by the next run.
 */

/** Events read (and counted) at a time, with a turn of the event loop between, and sessions settled between turns. */
const PAGE_SIZE = 10_000;
const SETTLE_STEP = 5_000;

/** Raw events are kept this many days unless the owner sets otherwise (site setting `analyticsRetentionDays`). */
export const DEFAULT_RETENTION_DAYS = DEFAULT_WEBSITE_SETTINGS.analyticsRetentionDays;

/** What one run did. */
export interface RollupRun {
  days: number;
  rows: number;
  events: number;
}

/** A turn of the event loop: requests (events arriving, pages) go first. */
const giveWay = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A day's rollup rows, daily and hourly. The events are read and counted a page at a time and the
 * sessions settled in steps, with a turn of the event loop between: SQLite reads and the counting
 * block the process, and nothing else should wait for a whole day of events.
 */
async function rollUpDay(db: Kysely<Schema>, websiteId: string, day: number): Promise<{ daily: RollupRow[]; hourly: RollupRow[]; events: number }> {
  const daily = new RollupBuilder(websiteId, dayStart);
  const hourly = new RollupBuilder(websiteId, hourStart);
  let events = 0;
  for await (const page of eventPages(db, websiteId, day, day + DAY_MS, PAGE_SIZE)) {
    for (const event of page) {
      daily.add(event);
      hourly.add(event);
    }
    events += page.length;
    await giveWay();
  }
  for (const builder of [daily, hourly]) {
    for (const _ of builder.settle(SETTLE_STEP)) await giveWay();
  }
  return { daily: daily.rows(), hourly: hourly.rows(), events };
}

/**
 * Rolls up a site's days from the day holding `fromMs` to the day holding `toMs`, both included.
 * @returns the days rolled, rollup rows written and raw events read
 */
export async function rollUpDays(db: Kysely<Schema>, websiteId: string, fromMs: number, toMs: number): Promise<RollupRun> {
  const run: RollupRun = { days: 0, rows: 0, events: 0 };
  for (let day = dayStart(fromMs); day <= toMs; day += DAY_MS) {
    const { daily, hourly, events } = await rollUpDay(db, websiteId, day);
    await replaceRollups(db, 'analytics_rollups_daily', websiteId, day, day + DAY_MS, daily);
    await replaceRollups(db, 'analytics_rollups_hourly', websiteId, day, day + DAY_MS, hourly);
    run.days++;
    run.rows += daily.length + hourly.length;
    run.events += events;
  }
  return run;
}

/** Rolls up every day a site has raw events for (the traffic generator and a first run use it). */
export async function rollUpAll(db: Kysely<Schema>, websiteId: string): Promise<RollupRun> {
  const span = await eventTimeSpan(db, websiteId);
  return span ? rollUpDays(db, websiteId, span.first, span.last) : { days: 0, rows: 0, events: 0 };
}

/**
 * The periodic job: today and yesterday (late events, a session across midnight) of every site with
 * recent events are rolled up again — with `changedSince`, only the sites that received an event
 * since then (a busy day is not rebuilt every minute once its traffic has stopped).
 */
export async function rollUpRecent(db: Kysely<Schema>, now: number, changedSince?: number): Promise<RollupRun> {
  const total: RollupRun = { days: 0, rows: 0, events: 0 };
  const since = dayStart(now) - DAY_MS;
  for (const websiteId of await allSiteIds(db)) {
    if (!(await hasEventsSince(db, websiteId, Math.max(since, changedSince ?? since)))) continue;
    const run = await rollUpDays(db, websiteId, since, now);
    total.days += run.days;
    total.rows += run.rows;
    total.events += run.events;
  }
  return total;
}

/**
 * A site's retention in days: its setting when it is a whole number of days within the bounds the
 * settings route accepts (stored JSON may hold anything), else the default.
 */
export function retentionDays(settings: Pick<WebsiteSettings, 'analyticsRetentionDays'>): number {
  const days: unknown = settings.analyticsRetentionDays;
  return typeof days === 'number' && Number.isInteger(days) && days >= MIN_RETENTION_DAYS && days <= MAX_RETENTION_DAYS ? days : DEFAULT_RETENTION_DAYS;
}

/**
 * Deletes every site's raw events older than its retention (the rollups stay).
 * @returns the number of events deleted
 */
export async function pruneRawEvents(db: Kysely<Schema>, now: number): Promise<number> {
  let deleted = 0;
  for (const websiteId of await allSiteIds(db)) {
    const website = await getWebsite(db, websiteId);
    if (!website) continue;
    deleted += await deleteEventsBefore(db, websiteId, dayStart(now) - retentionDays(website.settings) * DAY_MS);
  }
  return deleted;
}
