import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT, type WebhookEvent } from '@plinth/api';
import type { AppDeps } from '../../infra/app-deps.ts';
import { newId } from '../../infra/database/ids.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { webhookUrlProblem } from './address-guard.ts';
import { countWebhookDeliveries, findDelivery, insertDeliveries, listWebhookLog, markFailed, requeueFailed, type Delivery } from './deliveries-repository.ts';
import { attemptDelivery, integrationsConfig } from './deliver.ts';
import { sealCredential } from './stored-secrets.ts';
import { webhookBody } from './emit.ts';
import { MESSAGES } from './messages.ts';
import { newWebhookSecret } from './signature.ts';
import { deleteWebhookRow, findWebhook, insertWebhook, listSiteWebhooks, type StoredWebhook } from './webhooks-repository.ts';

/*
 * The automation connector's rules (issue 16): webhooks with checked URLs, a secret shown once, the
 * count of connections made (webhooks that delivered once), Send test, the delivery log.
 */

/** A webhook as answered (no secret). */
export interface WebhookJson {
  id: string;
  url: string;
  events: WebhookEvent[];
  status: 'awaiting' | 'connected';
  deliveries: number;
  createdAt: number;
}

function webhookJson(hook: StoredWebhook, deliveries: number): WebhookJson {
  return { id: hook.id, url: hook.url, events: hook.events, status: hook.firstSuccessAt === null ? 'awaiting' : 'connected', deliveries, createdAt: hook.createdAt };
}

/** A delivery as the log shows it (no payload). */
export function deliveryJson(d: Delivery) {
  return { id: d.id, event: d.event, status: d.status, attempts: d.attempts, responseStatus: d.responseStatus, error: d.error, createdAt: d.createdAt, nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt : null, deliveredAt: d.deliveredAt };
}

type Deps = Pick<AppDeps, 'db' | 'now' | 'integrations' | 'secrets'>;

/** The site's webhooks and the count of connections made. */
export async function webhooksOf(deps: Deps, websiteId: string): Promise<{ webhooks: WebhookJson[]; connections: number }> {
  const hooks = await listSiteWebhooks(deps.db, websiteId);
  const counts = await countWebhookDeliveries(deps.db, websiteId);
  return { webhooks: hooks.map((hook) => webhookJson(hook, counts.get(hook.id) ?? 0)), connections: hooks.filter((hook) => hook.firstSuccessAt !== null).length };
}

/**
 * Adds a webhook after checking its URL (http(s), no credentials, not a local or private address).
 * @returns the webhook and its signing secret, which is never answered again
 * @throws AppError INVALID with the reason
 */
export async function addWebhook(deps: Deps, websiteId: string, input: { url: string; events: string[] }): Promise<{ webhook: WebhookJson; secret: string }> {
  if (!input.url) throw new AppError('INVALID', MESSAGES.webhookUrlMissing);
  const unknown = input.events.find((event) => !(WEBHOOK_EVENTS as readonly string[]).includes(event));
  if (unknown !== undefined) throw new AppError('INVALID', MESSAGES.notAnOption(unknown));
  if (!input.events.length) throw new AppError('INVALID', MESSAGES.eventsMissing);
  const events = [...new Set(input.events)] as WebhookEvent[];
  const problem = webhookUrlProblem(input.url, { allowLoopback: integrationsConfig(deps).allowLoopbackWebhooks });
  if (problem === 'scheme') throw new AppError('INVALID', MESSAGES.webhookScheme);
  if (problem === 'invalid') throw new AppError('INVALID', MESSAGES.webhookUrl);
  if (problem === 'credentials') throw new AppError('INVALID', MESSAGES.webhookCredentials);
  if (problem === 'address') throw new AppError('INVALID', MESSAGES.webhookAddress);
  const id = newId();
  const secret = newWebhookSecret();
  const now = deps.now();
  await insertWebhook(deps.db, { id, websiteId, url: new URL(input.url).href, events, sealedSecret: sealCredential(deps, secret), now });
  const stored = (await findWebhook(deps.db, websiteId, id)) as StoredWebhook;
  return { webhook: webhookJson(stored, 0), secret };
}

async function webhookOrThrow(deps: Deps, websiteId: string, id: string): Promise<StoredWebhook> {
  const hook = await findWebhook(deps.db, websiteId, id);
  if (!hook) throw new AppError('NOT_FOUND', MESSAGES.webhookNotFound);
  return hook;
}

/** Removes a webhook with its log. @throws AppError NOT_FOUND */
export async function removeWebhook(deps: Deps, websiteId: string, id: string): Promise<void> {
  if (!(await deleteWebhookRow(deps.db, websiteId, id))) throw new AppError('NOT_FOUND', MESSAGES.webhookNotFound);
}

/**
 * Send test: one signed `webhook.test` delivery, made now (and logged). A failed one is not retried.
 * @throws AppError UNAVAILABLE 'Unable to connect. Please try again.' when the receiver did not take it; NOT_FOUND
 */
export async function sendTestDelivery(deps: Deps, websiteId: string, id: string) {
  const hook = await webhookOrThrow(deps, websiteId, id);
  const now = deps.now();
  const eventId = newId();
  const deliveryId = newId();
  const payload = webhookBody(eventId, WEBHOOK_TEST_EVENT, websiteId, { webhookId: hook.id, message: 'A test delivery from Plinth.' }, now);
  await insertDeliveries(deps.db, [{ id: deliveryId, websiteId, target: 'webhook', webhookId: hook.id, eventId, event: WEBHOOK_TEST_EVENT, payload, lockedUntil: now + 60_000 }], now);
  const claimed = await findDelivery(deps.db, deliveryId);
  const recorded = claimed ? await attemptDelivery(deps, claimed) : null;
  if (!recorded || recorded.status !== 'delivered') {
    // A test is the owner's question "does it work now?": answered once, never retried behind their back.
    if (recorded?.status === 'pending') await markFailed(deps.db, recorded.id, deps.now());
    throw new AppError('UNAVAILABLE', MESSAGES.unableToConnect);
  }
  return { delivery: deliveryJson(recorded) };
}

/** The log of one webhook. @throws AppError NOT_FOUND */
export async function webhookLog(deps: Deps, websiteId: string, id: string, page: { cursor?: string | undefined; limit?: number | undefined }) {
  await webhookOrThrow(deps, websiteId, id);
  const found = await listWebhookLog(deps.db, websiteId, id, page);
  return { deliveries: found.deliveries.map(deliveryJson), nextCursor: found.nextCursor };
}

/**
 * Retry: a failed delivery goes back in the queue (the worker sends it within seconds), same event
 * id and body, with a fresh round of attempts.
 * @throws AppError NOT_FOUND (the webhook, or no failed delivery of it by that id)
 */
export async function retryDelivery(deps: Deps, websiteId: string, webhookId: string, deliveryId: string) {
  await webhookOrThrow(deps, websiteId, webhookId);
  if (!(await requeueFailed(deps.db, websiteId, { deliveryId, webhookId, target: 'webhook' }, deps.now()))) throw new AppError('NOT_FOUND', MESSAGES.deliveryNotFound);
  return { delivery: deliveryJson((await findDelivery(deps.db, deliveryId)) as Delivery) };
}
