/*
 * Wall-clock times in a time zone: the server's one module for them is infra/time/zoned-time.ts
 * (Temporal; a time in a DST gap moves forward). The seed places its events at 10:00 in their
 * venue's zone, whatever zone the server runs in.
 */
export { zonedTime } from '../../infra/time/zoned-time.ts';
