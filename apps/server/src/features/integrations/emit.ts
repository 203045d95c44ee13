import type { WebhookEvent } from '@plinth/api';
import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { findConnection } from './connection-repository.ts';
import { dropWaitingMailingListDeliveries, insertDeliveries } from './deliveries-repository.ts';
import { listSiteWebhooks } from './webhooks-repository.ts';

/*
 * Where other features tell the integrations that something happened. Call these inside the
 * transaction that records the event: the deliveries are written with it, so an event that is
 * rolled back sends nothing and one that is committed is sent even if the process dies right after
 * (the delivery worker picks it up). Nothing here calls the network.
 */

/** The JSON body every webhook delivery sends (docs/integrations-api.md). */
export interface WebhookBody {
  /** The event's id: the same for every webhook and every retry (dedupe on it). */
  id: string;
  type: string;
  /** ISO 8601. */
  createdAt: string;
  websiteId: string;
  data: Record<string, unknown>;
}

/** The body of an event, as sent. */
export function webhookBody(eventId: string, type: string, websiteId: string, data: Record<string, unknown>, now: number): string {
  const body: WebhookBody = { id: eventId, type, createdAt: new Date(now).toISOString(), websiteId, data };
  return JSON.stringify(body);
}

/**
 * Queues a delivery of `type` to every webhook of the site that listens for it.
 * @example await emitIntegrationEvent(tx, websiteId, 'customer.created', { id, email, name }, now)
 */
export async function emitIntegrationEvent(db: Kysely<Schema>, websiteId: string, type: WebhookEvent, data: Record<string, unknown>, now: number): Promise<void> {
  const hooks = (await listSiteWebhooks(db, websiteId)).filter((hook) => hook.events.includes(type));
  if (!hooks.length) return;
  const eventId = newId();
  const payload = webhookBody(eventId, type, websiteId, data, now);
  await insertDeliveries(db, hooks.map((hook) => ({ id: newId(), websiteId, target: 'webhook', webhookId: hook.id, eventId, event: type, payload })), now);
}

/** What a mailing-list delivery carries. */
export interface MailingListPayload {
  email: string;
  listId: string;
}

/** The two mailing-list deliveries: an address joins the provider's list, or leaves it. */
export type MailingListEvent = 'mailing-list.subscribe' | 'mailing-list.unsubscribe';

async function queueMailingList(db: Kysely<Schema>, websiteId: string, event: MailingListEvent, email: string, now: number): Promise<void> {
  const connection = await findConnection(db, websiteId);
  if (!connection?.list) return;
  const payload: MailingListPayload = { email: email.trim().toLowerCase(), listId: connection.list.id };
  const text = JSON.stringify(payload);
  await dropWaitingMailingListDeliveries(db, websiteId, text, now); // the newest change of an address wins
  await insertDeliveries(db, [{ id: newId(), websiteId, target: 'mailing-list', webhookId: null, eventId: newId(), event, payload: text }], now);
}

/**
 * Queues an address for the connected provider's list, when the site has one with a list chosen
 * (the site's own list has it already). The double opt-in choice is read when it is sent.
 * @example await queueMailingListSubscriber(tx, websiteId, 'ada@example.com', now)
 */
export function queueMailingListSubscriber(db: Kysely<Schema>, websiteId: string, email: string, now: number): Promise<void> {
  return queueMailingList(db, websiteId, 'mailing-list.subscribe', email, now);
}

/**
 * Queues the news that a subscribed address left the site's list, so the connected provider's list
 * marks it unsubscribed too (nothing when no provider list is chosen).
 * @example await queueMailingListUnsubscribe(tx, websiteId, 'ada@example.com', now)
 */
export function queueMailingListUnsubscribe(db: Kysely<Schema>, websiteId: string, email: string, now: number): Promise<void> {
  return queueMailingList(db, websiteId, 'mailing-list.unsubscribe', email, now);
}
