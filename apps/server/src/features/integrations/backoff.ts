/*
 * When a failed delivery is tried again: exponential backoff from 30 seconds, doubling, at most six
 * hours apart, 12 attempts in all (about 17 hours), so a receiver or provider that is down for an
 * afternoon misses nothing. Each wait is jittered by up to 10% so retries of one outage spread out.
 */

/** Attempts before a delivery is given up ('failed', kept in the log). */
export const MAX_ATTEMPTS = 12;
/** The first wait. */
export const FIRST_RETRY_MS = 30_000;
/** The longest wait. */
export const MAX_RETRY_MS = 6 * 60 * 60_000;

/**
 * The wait after the `attempts`-th failed attempt (1-based), before jitter.
 * @example retryDelayMs(1) // 30 000; retryDelayMs(2) // 60 000; retryDelayMs(3) // 120 000
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** The time of the next attempt after `attempts` failures, or null when they are used up. */
export function nextAttemptAt(attempts: number, now: number, random: () => number = Math.random): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const delay = retryDelayMs(attempts);
  return now + delay + Math.floor(delay * 0.1 * random());
}
