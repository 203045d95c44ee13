/**
 * Housekeeping runs every three minutes: rate-limit windows are at most minutes long, sessions and
 * tokens expire, and a payment is only minutes old when the sweeper takes it for abandoned.
 */
export const HOUSEKEEPING_EVERY_MS = 3 * 60_000;
