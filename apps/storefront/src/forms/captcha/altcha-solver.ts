/**
 * The browser side of ALTCHA (altcha-lib v2), the self-hosted proof-of-work
 * captcha: the server's signed challenge is solved here by finding the
 * counter whose derived key starts with the challenge's prefix (WebCrypto
 * SHA, run off the main thread by the browser), and the form sends base64 of
 * JSON `{ challenge, solution }` as its `captchaKey`. No third party, no
 * internet needed.
 */
import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

export type { Challenge as AltchaChallenge } from 'altcha-lib';

/** Give up after this long (a slow phone on the largest counter takes a few seconds). */
export const SOLVE_TIMEOUT_MS = 60_000;

/** True when `value` looks like an altcha-lib v2 challenge (its parameters carry a nonce, a salt and a key prefix). */
export function isAltchaChallenge(value: unknown): value is Challenge {
  const parameters = (value as { parameters?: Record<string, unknown> } | null)?.parameters;
  return (
    typeof parameters === 'object' && parameters !== null &&
    typeof parameters.algorithm === 'string' && typeof parameters.nonce === 'string' &&
    typeof parameters.salt === 'string' && typeof parameters.keyPrefix === 'string'
  );
}

/**
 * The solution of `challenge`, or null when aborted, timed out or unsolvable.
 * @example const solution = await solveAltcha(challenge, new AbortController());
 */
export async function solveAltcha(challenge: Challenge, controller: AbortController): Promise<Solution | null> {
  try {
    return await solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
  } catch {
    return null; // a malformed challenge (unknown algorithm, bad prefix) makes altcha-lib throw
  }
}

/**
 * The `captchaKey` of a solved challenge: base64 of JSON `{ challenge, solution }`.
 * @example altchaPayload(challenge, solution) // 'eyJjaGFsbGVuZ2Ui…'
 */
export function altchaPayload(challenge: Challenge, solution: Solution): string {
  const json = JSON.stringify({ challenge, solution });
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
