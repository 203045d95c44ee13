import type { Kysely, Selectable } from 'kysely';
import { decodeCursor, encodeCursor } from '../../infra/database/cursor.ts';
import type { Schema } from '../../infra/database/schema.ts';
import type { IntegrationDeliveriesTable, IntegrationDeliveryStatus } from '../../infra/database/schema-integrations.ts';

/*
 * Deliveries to make and made (SQL only): webhook calls and mailing-list subscriptions, written in
 * the transaction of their event, claimed by one worker at a time (`locked_until`), retried.
 */

/** A delivery row. */
export interface Delivery {
  id: string;
  websiteId: string;
  target: 'webhook' | 'mailing-list';
  webhookId: string | null;
  eventId: string;
  event: string;
  payload: string;
  status: IntegrationDeliveryStatus;
  attempts: number;
  nextAttemptAt: number;
  responseStatus: number | null;
  error: string | null;
  createdAt: number;
  deliveredAt: number | null;
}

function toDelivery(row: Selectable<IntegrationDeliveriesTable>): Delivery {
  return {
    id: row.id,
    websiteId: row.website_id,
    target: row.target,
    webhookId: row.webhook_id,
    eventId: row.event_id,
    event: row.event,
    payload: row.payload,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    responseStatus: row.response_status === null ? null : Number(row.response_status),
    error: row.last_error,
    createdAt: Number(row.created_at),
    deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
  };
}

/** A delivery to add: pending, due at once. */
export interface NewDelivery {
  id: string;
  websiteId: string;
  target: 'webhook' | 'mailing-list';
  webhookId: string | null;
  eventId: string;
  event: string;
  payload: string;
  /** Held for the caller, who attempts it at once (Send test): the worker leaves it alone until then. */
  lockedUntil?: number;
}

/** Adds deliveries (inside the event's transaction). */
export async function insertDeliveries(db: Kysely<Schema>, deliveries: readonly NewDelivery[], now: number): Promise<void> {
  if (!deliveries.length) return;
  await db
    .insertInto('integration_deliveries')
    .values(
      deliveries.map((d) => ({
        id: d.id, website_id: d.websiteId, target: d.target, webhook_id: d.webhookId, event_id: d.eventId, event: d.event, payload: d.payload,
        status: 'pending' as const, attempts: 0, next_attempt_at: now, locked_until: d.lockedUntil ?? null, response_status: null, last_error: null,
        created_at: now, updated_at: now, delivered_at: null,
      })),
    )
    .execute();
}

/**
 * Drops the mailing-list deliveries of the same address and list still waiting (not being attempted):
 * a newer sign-up or unsubscribe supersedes them, so a retry of an older one cannot undo it.
 */
export async function dropWaitingMailingListDeliveries(db: Kysely<Schema>, websiteId: string, payload: string, now: number): Promise<void> {
  await db
    .updateTable('integration_deliveries')
    .set({ status: 'dropped', last_error: 'Superseded by a newer change of the same address.', updated_at: now })
    .where('website_id', '=', websiteId)
    .where('target', '=', 'mailing-list')
    .where('payload', '=', payload)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
}

/**
 * Claims up to `limit` due pending deliveries for `leaseMs` (one conditional update each, so two
 * processes never take the same row).
 */
export async function claimDueDeliveries(db: Kysely<Schema>, now: number, limit: number, leaseMs: number): Promise<Delivery[]> {
  const candidates = await db
    .selectFrom('integration_deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  const claimed: Delivery[] = [];
  for (const { id } of candidates) {
    const row = await db
      .updateTable('integration_deliveries')
      .set({ locked_until: now + leaseMs })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .returningAll()
      .executeTakeFirst();
    if (row) claimed.push(toDelivery(row));
  }
  return claimed;
}

/** Records an attempt's outcome: delivered, pending again at `nextAttemptAt`, or failed/dropped for good. */
export async function recordAttempt(
  db: Kysely<Schema>,
  id: string,
  outcome: { status: IntegrationDeliveryStatus; responseStatus: number | null; error: string | null; nextAttemptAt: number; now: number },
): Promise<Delivery | null> {
  const row = await db
    .updateTable('integration_deliveries')
    .set((eb) => ({
      status: outcome.status,
      attempts: eb('attempts', '+', 1),
      response_status: outcome.responseStatus,
      last_error: outcome.error,
      next_attempt_at: outcome.nextAttemptAt,
      locked_until: null,
      updated_at: outcome.now,
      delivered_at: outcome.status === 'delivered' ? outcome.now : null,
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toDelivery(row) : null;
}

/** A webhook's log, newest first. */
export async function listWebhookLog(
  db: Kysely<Schema>,
  websiteId: string,
  webhookId: string,
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<{ deliveries: Delivery[]; nextCursor: string | null }> {
  const limit = page.limit ?? 25;
  const after = decodeCursor(page.cursor);
  let query = db.selectFrom('integration_deliveries').selectAll().where('website_id', '=', websiteId).where('webhook_id', '=', webhookId);
  if (after) query = query.where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  const deliveries = rows.slice(0, limit).map(toDelivery);
  const last = deliveries.at(-1);
  return { deliveries, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}

/** How many deliveries of a site's target are in each status (the panel's pending and failed sign-ups). */
export async function countByStatus(db: Kysely<Schema>, websiteId: string, target: 'webhook' | 'mailing-list'): Promise<Record<IntegrationDeliveryStatus, number>> {
  const rows = await db
    .selectFrom('integration_deliveries')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('website_id', '=', websiteId)
    .where('target', '=', target)
    .groupBy('status')
    .execute();
  const counts: Record<IntegrationDeliveryStatus, number> = { pending: 0, delivered: 0, failed: 0, dropped: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** Drops a site's pending mailing-list deliveries (disconnected: there is nowhere to send them). */
export async function dropPendingMailingList(db: Kysely<Schema>, websiteId: string, now: number): Promise<void> {
  await db
    .updateTable('integration_deliveries')
    .set({ status: 'dropped', last_error: 'Disconnected', updated_at: now, locked_until: null })
    .where('website_id', '=', websiteId)
    .where('target', '=', 'mailing-list')
    .where('status', '=', 'pending')
    .execute();
}

/** One delivery by id, or null. */
export async function findDelivery(db: Kysely<Schema>, id: string): Promise<Delivery | null> {
  const row = await db.selectFrom('integration_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toDelivery(row) : null;
}

/** Gives a pending delivery up ('failed'), keeping its last answer. */
export async function markFailed(db: Kysely<Schema>, id: string, now: number): Promise<void> {
  await db.updateTable('integration_deliveries').set({ status: 'failed', locked_until: null, updated_at: now }).where('id', '=', id).where('status', '=', 'pending').execute();
}

/** Deliveries per webhook of a site (the panel's figures). */
export async function countWebhookDeliveries(db: Kysely<Schema>, websiteId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('integration_deliveries')
    .select(['webhook_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('website_id', '=', websiteId)
    .where('target', '=', 'webhook')
    .groupBy('webhook_id')
    .execute();
  return new Map(rows.map((row) => [row.webhook_id as string, Number(row.n)]));
}

/** Deletes finished deliveries (delivered, failed, dropped) last touched before `before`: the log keeps a month. */
export async function pruneFinishedDeliveries(db: Kysely<Schema>, before: number): Promise<number> {
  const result = await db.deleteFrom('integration_deliveries').where('status', '<>', 'pending').where('updated_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Makes failed deliveries pending again, due now, with a fresh round of attempts. @returns how many */
export async function requeueFailed(db: Kysely<Schema>, websiteId: string, where: { deliveryId?: string; webhookId?: string; target: 'webhook' | 'mailing-list' }, now: number): Promise<number> {
  let query = db
    .updateTable('integration_deliveries')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, locked_until: null, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('target', '=', where.target)
    .where('status', '=', 'failed');
  if (where.deliveryId) query = query.where('id', '=', where.deliveryId);
  if (where.webhookId) query = query.where('webhook_id', '=', where.webhookId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
