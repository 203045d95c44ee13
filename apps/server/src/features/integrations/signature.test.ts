import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nextAttemptAt, retryDelayMs, MAX_ATTEMPTS } from './backoff.ts';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { newWebhookSecret, signatureHeader, standardWebhookHeaders, verifySignature } from './signature.ts';

describe('webhook signatures', () => {
  it('signs `${t}.${body}` with HMAC-SHA256 of the secret, as a receiver recomputes it', () => {
    const header = signatureHeader('whsec_test', 1_700_000_000, '{"a":1}');
    const expected = createHmac('sha256', 'whsec_test').update('1700000000.{"a":1}').digest('hex');
    expect(header).toBe(`t=1700000000,v1=${expected}`);
    expect(verifySignature('whsec_test', header, '{"a":1}', 1_700_000_010)).toBe(true);
    expect(verifySignature('whsec_other', header, '{"a":1}', 1_700_000_010)).toBe(false);
    expect(verifySignature('whsec_test', header, '{"a":2}', 1_700_000_010)).toBe(false);
    // A replay long after is refused.
    expect(verifySignature('whsec_test', header, '{"a":1}', 1_700_001_000)).toBe(false);
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
  });
});

describe('Standard Webhooks headers', () => {
  it('sign `${id}.${timestamp}.${body}` as the standard says: its own verifier accepts them, and refuses another body', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const now = Math.floor(Date.now() / 1000);
    const headers = standardWebhookHeaders(secret, 'dlv_1', now, '{"type":"order.created"}');
    expect(headers['webhook-id']).toBe('dlv_1');
    expect(headers['webhook-timestamp']).toBe(String(now));
    expect(headers['webhook-signature']).toBe(new StandardWebhook(secret).sign('dlv_1', new Date(now * 1000), '{"type":"order.created"}'));
    expect(new StandardWebhook(secret).verify('{"type":"order.created"}', headers)).toEqual({ type: 'order.created' });
    expect(() => new StandardWebhook(secret).verify('{"type":"order.updated"}', headers)).toThrow();
  });
});

describe('retry backoff', () => {
  it('doubles from 30 s, at most 6 h apart, and gives up after the last attempt', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(6 * 3600_000);
    expect(nextAttemptAt(1, 1000, () => 0)).toBe(31_000);
    expect(nextAttemptAt(1, 1000, () => 0.99)).toBeLessThan(1000 + 33_000);
    expect(nextAttemptAt(MAX_ATTEMPTS, 1000)).toBeNull();
  });
});
