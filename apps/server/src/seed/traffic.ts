import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { seedTraffic } from '../features/insights/index.ts';
import { getWebsite } from '../features/site/index.ts';
import type { Schema } from '../infra/database/schema.ts';
import { defaultWebsiteId } from './admin.ts';
import { seedDemo } from './demo.ts';

/*
 * `plinth seed traffic [--days 30] [--visits 300] [--seed 1]`: made-up visits, funnels, purchases
 * and client errors for the default site, rolled up for the dashboard. Only this command writes
 * them; `plinth start` never does.
 */

export const SEED_TRAFFIC_USAGE = 'Usage: plinth seed traffic [--days <1-366, default 30>] [--visits <visits per day, 1-100000, default 300>] [--seed <whole number, default 1>]';

const whole = (name: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `--${name} must be a number.` })
    .int(`--${name} must be a whole number.`)
    .min(min, `--${name} must be at least ${min}.`)
    .max(max, `--${name} must be at most ${max}.`)
    .default(fallback);

const trafficArgs = z.object({ days: whole('days', 1, 366, 30), visits: whole('visits', 1, 100_000, 300), seed: whole('seed', 0, 2 ** 31, 1) });

/** Runs the command; resolves with the exit code (2 for bad arguments). */
export async function seedTrafficCommand(open: () => Promise<{ db: Kysely<Schema>; close(): Promise<void> }>, argv: string[], now = Date.now(), progress: (message: string) => void = () => {}): Promise<number> {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({ args: argv, options: { days: { type: 'string' }, visits: { type: 'string' }, seed: { type: 'string' } } }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${SEED_TRAFFIC_USAGE}`);
    return 2;
  }
  const input = trafficArgs.safeParse(values);
  if (!input.success) {
    console.error(`${input.error.issues.map((issue) => issue.message).join('\n')}\n${SEED_TRAFFIC_USAGE}`);
    return 2;
  }
  const database = await open();
  try {
    await seedDemo(database.db, now);
    const websiteId = await defaultWebsiteId(database.db);
    const website = websiteId ? await getWebsite(database.db, websiteId) : null;
    if (!website) throw new Error('There is no default website.');
    const { days, visits, seed } = input.data;
    const result = await seedTraffic(database.db, website, { days, visitsPerDay: visits, seed, now, onDay: (written) => progress(written < days ? `traffic: ${written} of ${days} days written` : 'traffic: rolling up the days for the dashboard') });
    const perSecond = Math.round(result.events / Math.max(result.writeMs / 1000, 0.001));
    console.log(`Wrote ${result.events.toLocaleString('en')} analytics events over ${days} days in ${(result.writeMs / 1000).toFixed(1)} s (${perSecond.toLocaleString('en')} rows/s), and ${result.clientErrors} client error groups.`);
    console.log(`Rolled up ${result.rollup.days} days into ${result.rollup.rows.toLocaleString('en')} rollup rows in ${(result.rollup.ms / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await database.close();
  }
}
