import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { DEFAULT_INTEGRATIONS, type IntegrationsConfig } from '../../infra/integrations-config.ts';
import { nextAttemptAt } from './backoff.ts';
import { findConnection } from './connection-repository.ts';
import { claimDueDeliveries, pruneFinishedDeliveries, recordAttempt, type Delivery } from './deliveries-repository.ts';
import type { MailingListPayload } from './emit.ts';
import { createMailchimpClient, ProviderError } from './mailchimp-adapter.ts';
import { SIGNATURE_HEADER, signatureHeader, standardWebhookHeaders } from './signature.ts';
import { postWebhook, type SendOutcome } from './webhook-sender.ts';
import { findWebhookById, recordWebhookSuccess } from './webhooks-repository.ts';

/*
 * The delivery worker: takes due deliveries, makes one attempt each, and records the outcome — done,
 * tried again later with backoff (backoff.ts), or given up after the last attempt. A delivery whose
 * webhook or connection is gone is dropped. Any number of processes may run it (rows are claimed).
 */

/** The operator's settings, or the defaults. */
export function integrationsConfig(deps: Pick<AppDeps, 'integrations'>): IntegrationsConfig {
  return deps.integrations ?? DEFAULT_INTEGRATIONS;
}

/** How long a claimed delivery is held (longer than an attempt can take). */
const LEASE_MS = 60_000;
/** Deliveries one pass takes. */
const BATCH = 20;

type Deps = Pick<AppDeps, 'db' | 'now' | 'integrations' | 'secrets'>;

/** One attempt of a webhook delivery: signed now, POSTed. Null outcome: the webhook is gone. */
async function sendToWebhook(deps: Deps, delivery: Delivery): Promise<SendOutcome | null> {
  const hook = delivery.webhookId ? await findWebhookById(deps.db, delivery.webhookId) : null;
  if (!hook) return null;
  const timestamp = Math.floor(deps.now() / 1000);
  const secret = deps.secrets.open(hook.sealedSecret);
  const headers = {
    [SIGNATURE_HEADER]: signatureHeader(secret, timestamp, delivery.payload),
    'Plinth-Event': delivery.event,
    'Plinth-Delivery': delivery.id,
    ...standardWebhookHeaders(secret, delivery.id, timestamp, delivery.payload),
  };
  const outcome = await postWebhook(hook.url, delivery.payload, headers, { allowLoopback: integrationsConfig(deps).allowLoopbackWebhooks });
  if (outcome.ok) await recordWebhookSuccess(deps.db, hook.id, deps.now());
  return outcome;
}

/** One attempt of a mailing-list subscription or unsubscription. Null outcome: disconnected. */
async function sendToProvider(deps: Deps, delivery: Delivery): Promise<SendOutcome | null> {
  const connection = await findConnection(deps.db, delivery.websiteId);
  if (!connection) return null;
  const { email, listId } = JSON.parse(delivery.payload) as MailingListPayload;
  const client = createMailchimpClient(deps.secrets.open(connection.sealedApiKey), { baseUrl: integrationsConfig(deps).mailchimpBaseUrl });
  try {
    if (delivery.event === 'mailing-list.unsubscribe') await client.unsubscribe(listId, email);
    else await client.subscribe(listId, email, connection.doubleOptIn ? 'pending' : 'subscribed');
    return { ok: true, status: 200, error: null };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // A list that is gone or an address the provider will never take: retrying cannot help.
    return { ok: false, status: null, error: error.message.slice(0, 300), permanent: error.kind === 'rejected' };
  }
}

/**
 * Makes one attempt of a claimed delivery and records it.
 * @returns the delivery as recorded
 */
export async function attemptDelivery(deps: Deps, delivery: Delivery): Promise<Delivery | null> {
  let outcome: SendOutcome | null;
  try {
    outcome = delivery.target === 'webhook' ? await sendToWebhook(deps, delivery) : await sendToProvider(deps, delivery);
  } catch (error) {
    outcome = { ok: false, status: null, error: (error as Error).message.slice(0, 300) };
  }
  const now = deps.now();
  if (outcome === null) return recordAttempt(deps.db, delivery.id, { status: 'dropped', responseStatus: null, error: 'Its integration was removed', nextAttemptAt: now, now });
  if (outcome.ok) return recordAttempt(deps.db, delivery.id, { status: 'delivered', responseStatus: outcome.status, error: null, nextAttemptAt: now, now });
  const next = outcome.permanent ? null : nextAttemptAt(delivery.attempts + 1, now);
  return recordAttempt(deps.db, delivery.id, { status: next === null ? 'failed' : 'pending', responseStatus: outcome.status, error: outcome.error, nextAttemptAt: next ?? now, now });
}

/**
 * One pass of the worker: every due delivery (in batches), attempted side by side within a batch.
 * @returns how many were attempted
 */
export async function deliverDue(deps: Deps): Promise<number> {
  let attempted = 0;
  for (;;) {
    const batch = await claimDueDeliveries(deps.db, deps.now(), BATCH, LEASE_MS);
    if (!batch.length) return attempted;
    await Promise.all(batch.map((delivery) => attemptDelivery(deps, delivery)));
    attempted += batch.length;
    if (batch.length < BATCH) return attempted;
  }
}

/** How long a finished delivery stays in the log. */
export const DELIVERY_LOG_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Runs {@link deliverDue} every `deliveryEveryMs` (one pass at a time) until the returned stop is called,
 * and drops log entries older than {@link DELIVERY_LOG_DAYS} days once an hour. `plinth start` runs it.
 */
export function startDeliveryWorker(deps: Deps, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let prunedAt = 0;
  const tick = () => {
    if (running) return;
    const now = deps.now();
    const prune = now - prunedAt >= PRUNE_EVERY_MS;
    if (prune) prunedAt = now;
    running = (prune ? pruneFinishedDeliveries(deps.db, now - DELIVERY_LOG_DAYS * 24 * 3600_000) : Promise.resolve(0))
      .then(() => deliverDue(deps))
      .catch((error: unknown) => log.warn({ error: (error as Error).message }, 'integration deliveries failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, integrationsConfig(deps).deliveryEveryMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
