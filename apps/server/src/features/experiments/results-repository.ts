import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/* SQL of an experiment's results: its exposures, and what its exposed visitors did afterwards. */

/** Exposed visitors per variant. */
export async function exposuresByVariant(db: Kysely<Schema>, experimentId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('experiment_assignments')
    .select(['variant', (eb) => eb.fn.countAll<number | string>().as('visitors')])
    .where('experiment_id', '=', experimentId)
    .groupBy('variant')
    .execute();
  return new Map(rows.map((row) => [row.variant, Number(row.visitors)]));
}

/** Visitors per variant who viewed `path` after their exposure. */
export async function pageViewConversions(db: Kysely<Schema>, websiteId: string, experimentId: string, path: string, since: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('experiment_assignments as a')
    .innerJoin('analytics_events as e', (join) => join.onRef('e.visitor_id', '=', 'a.visitor_id'))
    .select(['a.variant', (eb) => eb.fn.count<number | string>('a.visitor_id').distinct().as('visitors')])
    .where('a.experiment_id', '=', experimentId)
    .where('e.website_id', '=', websiteId)
    .where('e.occurred_at', '>=', since)
    .where('e.kind', '=', 'hit')
    .where('e.path', '=', path)
    .whereRef('e.occurred_at', '>=', 'a.assigned_at')
    .groupBy('a.variant')
    .execute();
  return new Map(rows.map((row) => [row.variant, Number(row.visitors)]));
}

/** A tracker event of an exposed visitor, after their exposure. */
export interface ExposedEvent {
  variant: string;
  visitorId: string;
  eventName: string | null;
  dataJson: string | null;
}

/** The tracker events (kind 'event') exposed visitors sent after their exposure. */
export async function eventsAfterExposure(db: Kysely<Schema>, websiteId: string, experimentId: string, since: number): Promise<ExposedEvent[]> {
  const rows = await db
    .selectFrom('experiment_assignments as a')
    .innerJoin('analytics_events as e', (join) => join.onRef('e.visitor_id', '=', 'a.visitor_id'))
    .select(['a.variant', 'a.visitor_id', 'e.event_name', 'e.data_json'])
    .where('a.experiment_id', '=', experimentId)
    .where('e.website_id', '=', websiteId)
    .where('e.occurred_at', '>=', since)
    .where('e.kind', '=', 'event')
    .whereRef('e.occurred_at', '>=', 'a.assigned_at')
    .execute();
  return rows.map((row) => ({ variant: row.variant, visitorId: row.visitor_id, eventName: row.event_name, dataJson: row.data_json }));
}
