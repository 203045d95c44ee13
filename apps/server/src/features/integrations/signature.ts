import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Webhook signatures (issue 16): `Plinth-Signature: t=<unix seconds>,v1=<hex>`, where v1 is
 * HMAC-SHA256 with the webhook's secret over `${t}.${body}`. The timestamp in the signed text lets a
 * receiver refuse replays of an old delivery.
 *
 * Every delivery also carries the Standard Webhooks headers (standardwebhooks.com), so a receiver can
 * use a ready-made verifier: `webhook-id` (the delivery's id, the same on every retry),
 * `webhook-timestamp` (unix seconds) and `webhook-signature: v1,<base64>`, HMAC-SHA256 over
 * `${id}.${timestamp}.${body}` keyed with the secret's bytes (the base64 after `whsec_`).
 */

/** The header name. */
export const SIGNATURE_HEADER = 'Plinth-Signature';

/** A new signing secret, shown to the owner once: `whsec_` and 24 random bytes in standard base64 (as Standard Webhooks verifiers read it). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * The Standard Webhooks headers of a delivery `id` sent at `timestampSeconds`. The key is the
 * secret's base64 after `whsec_` (secrets made before the standard alphabet hold `-`/`_`, read as
 * `+`/`/`).
 * @example standardWebhookHeaders('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_1', 1700000000, '{}')['webhook-signature'] // 'v1,…'
 */
export function standardWebhookHeaders(secret: string, id: string, timestampSeconds: number, body: string): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': `v1,${signature}` };
}

/**
 * The signature header's value for a body sent at `timestampSeconds`.
 * @example signatureHeader('whsec_x', 1700000000, '{}') // 't=1700000000,v1=5b…'
 */
export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

/**
 * What a receiver does: whether `header` signs `body` with `secret`, no older than `toleranceSeconds`.
 * (Our tests and docs use it; a receiver in another language follows docs/integrations-api.md.)
 */
export function verifySignature(secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureHeader(secret, t, body).split('v1=')[1] as string, 'hex');
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
