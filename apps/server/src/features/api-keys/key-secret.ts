import { createHash, randomBytes } from 'node:crypto';

/*
 * An API key's secret: `plk_` and 256 random bits (base64url). Only its SHA-256 is stored: with that
 * much randomness a slow password hash buys nothing, and the lookup by hash is one indexed read.
 */

/** What every key starts with, so a leaked one is easy to recognise (secret scanners, logs). */
export const API_KEY_PREFIX = 'plk_';

/** Characters of the key kept for the panel: the prefix and 8 of the random part. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 8;

/** A new secret, e.g. `plk_3q2-7wEaxBk…` (47 characters). */
export function newApiKeySecret(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** The stored form of a secret: SHA-256, hex. */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The part of a secret the panel shows to tell keys apart. */
export function shownPrefix(secret: string): string {
  return secret.slice(0, SHOWN_CHARACTERS);
}
