import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Webhook signatures (issue 16): `Plinth-Signature: t=<unix seconds>,v1=<hex>`, where v1 is
 * HMAC-SHA256 with the webhook's secret over `${t}.${body}`. The timestamp in the signed text lets a
 * receiver refuse replays of an old delivery.
 */

/** The header name. */
export const SIGNATURE_HEADER = 'Plinth-Signature';

/** A new signing secret, shown to the owner once. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
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
