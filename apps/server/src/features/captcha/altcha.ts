import { createHmac } from 'node:crypto';
import { getAltchaChallenge } from '@plinth/api';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { altchaSecret, spendAltchaChallenge } from './repository.ts';

/*
 * ALTCHA, the self-hosted proof-of-work captcha (altcha-lib v2). The server issues a challenge signed
 * with the site's HMAC secret (stored in the database, so any process verifies what another issued);
 * the widget finds the counter and sends back base64 JSON `{ challenge, solution }` as `captchaKey`.
 * A verified challenge is spent: its nonce is recorded until it would have expired.
 */

/** Path the widget fetches challenges from. */
export const ALTCHA_CHALLENGE_PATH = getAltchaChallenge.path;
/** How long a challenge may be solved and submitted. */
export const ALTCHA_TTL_MS = 10 * 60_000;
/** Hash rounds per attempt and the counter range: a fraction of a second in a browser, enough to make bulk spam cost. */
export const ALTCHA_COST = 20;
export const ALTCHA_COUNTER_RANGE: readonly [number, number] = [1_000, 5_000];
const ALGORITHM = 'SHA-256';

/** The key-signature secret, derived from the site secret (deterministic mode verifies without re-deriving). */
const keySecret = (secret: string): string => createHmac('sha256', secret).update('derived-secret').digest('hex');

/** A new signed challenge for the widget. */
export async function createAltchaChallenge(db: Kysely<Schema>, websiteId: string, now: number): Promise<Challenge> {
  const secret = await altchaSecret(db, websiteId, now);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: ALTCHA_COST,
    counter: randomInt(ALTCHA_COUNTER_RANGE[0], ALTCHA_COUNTER_RANGE[1]),
    deriveKey,
    expiresAt: new Date(now + ALTCHA_TTL_MS),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret(secret),
  });
}

/** The widget's payload: base64 of JSON `{ challenge, solution }`. */
export function encodeAltchaPayload(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

function decodePayload(captchaKey: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(captchaKey, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as Record<string, unknown>;
    if (typeof challenge !== 'object' || challenge === null || typeof solution !== 'object' || solution === null) return null;
    const parameters = (challenge as Challenge).parameters;
    if (typeof parameters !== 'object' || parameters === null || typeof parameters.nonce !== 'string') return null;
    return { challenge: challenge as Challenge, solution: solution as Solution };
  } catch {
    return null;
  }
}

/**
 * Whether `captchaKey` is a solved, unexpired challenge this site issued and nobody spent yet; spends
 * it. Never throws for bad input: a malformed payload is simply not verified.
 */
export async function verifyAltcha(db: Kysely<Schema>, websiteId: string, captchaKey: string, now: number): Promise<boolean> {
  const payload = decodePayload(captchaKey);
  if (!payload) return false;
  const secret = await altchaSecret(db, websiteId, now);
  let verified = false;
  try {
    const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: keySecret(secret) });
    verified = result.verified;
  } catch {
    return false; // a tampered payload (bad algorithm, wrong types) makes altcha-lib throw
  }
  if (!verified) return false;
  const expiresAt = (payload.challenge.parameters.expiresAt ?? Math.ceil((now + ALTCHA_TTL_MS) / 1000)) * 1000;
  return spendAltchaChallenge(db, websiteId, payload.challenge.parameters.nonce, expiresAt, now);
}
