import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../e2e/support/server-process.ts';

/** Budget of issue 12: every dashboard query over 10 million events answers in this, from the rollups. */
export const DASHBOARD_QUERY_BUDGET_MS = 200;

/** Made-up page views, product views, adds and purchases per visit (the generator's mix). */
const EVENTS_PER_VISIT = 3.36;
const DAYS = 30;
/** Times each report is asked for; the first answer (cold) is reported on its own. */
const ROUNDS = 20;

/** One report's timings. */
export interface QueryTiming {
  route: string;
  coldMs: number;
  p50Ms: number;
  maxMs: number;
}

/** What the dashboard phase measured. */
export interface DashboardQueriesResult {
  events: number;
  seedSeconds: number;
  timings: QueryTiming[];
  pass: boolean;
}

/** The reports the analytics view loads over a 30-day range (one per table or chart). */
function reportRoutes(from: string, to: string): string[] {
  const range = `from=${from}&to=${to}`;
  const dimensions = ['page', 'source', 'referrer', 'entry', 'exit', 'utm_campaign', 'device', 'browser', 'os', 'country'];
  return [
    `/api/owner/analytics/overview?${range}`,
    ...dimensions.map((dimension) => `/api/owner/analytics/top?dimension=${dimension}&limit=10&${range}`),
    `/api/owner/analytics/funnel?${range}`,
    `/api/owner/analytics/products?limit=10&${range}`,
    '/api/owner/analytics/realtime',
  ];
}

/** Signs the demo owner in and answers the cookie header that carries the session. */
async function ownerCookies(baseURL: string): Promise<string> {
  const home = await fetch(baseURL);
  const crumb = /crumb=([^;]+)/.exec(home.headers.getSetCookie().join('; '))?.[1] ?? '';
  const signIn = await fetch(`${baseURL}/api/owner/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb },
    body: JSON.stringify({ email: 'admin@plinth.local', password: 'plinth-demo' }),
  });
  if (!signIn.ok) throw new Error(`owner sign-in failed: ${signIn.status}`);
  const session = signIn.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return [`crumb=${crumb}`, ...session].join('; ');
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * The dashboard over a big site: `plinth seed traffic` writes about `events` made-up events over 30
 * days into a fresh SQLite store and rolls them up, then `plinth start` serves the owner's reports
 * and each is asked for {@link ROUNDS} times in a row, as the analytics view asks for them.
 */
export async function benchDashboardQueries(events: number, log: (line: string) => void): Promise<DashboardQueriesResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-bench-dashboard-'));
  try {
    // The generator takes at most 100,000 visits a day (about 10 million events over 30 days).
    const visits = Math.min(100_000, Math.max(1, Math.round(events / EVENTS_PER_VISIT / DAYS)));
    log(`dashboard: seeding ~${events.toLocaleString('en-US')} events (${DAYS} days × ${visits.toLocaleString('en-US')} visits) …`);
    const started = performance.now();
    const seeded = spawnSync(process.execPath, ['apps/server/src/cli.ts', 'seed', 'traffic', '--days', String(DAYS), '--visits', String(visits)], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`seed traffic failed: ${seeded.stderr || seeded.stdout}`);
    const seedSeconds = (performance.now() - started) / 1000;
    const written = Number(/Wrote ([\d,]+) analytics events/.exec(seeded.stdout)?.[1]?.replaceAll(',', '') ?? Number.NaN);
    log(`dashboard: ${seeded.stdout.trim().replaceAll('\n', ' ')}`);

    const server = await startServerProcess({ dataDir });
    try {
      const cookie = await ownerCookies(server.baseURL);
      const today = new Date();
      const to = today.toISOString().slice(0, 10);
      const from = new Date(today.getTime() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
      // The reports must read the seeded traffic, not an empty range.
      const overview = (await (await fetch(`${server.baseURL}/api/owner/analytics/overview?from=${from}&to=${to}`, { headers: { cookie } })).json()) as { current: { pageViews: number } };
      if (!(overview.current.pageViews > events / 10)) throw new Error(`the overview reads ${overview.current.pageViews} page views, not the seeded traffic`);
      log(`dashboard: the overview reads ${overview.current.pageViews.toLocaleString('en-US')} page views over ${DAYS} days`);
      const timings: QueryTiming[] = [];
      for (const route of reportRoutes(from, to)) {
        const times: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const start = performance.now();
          const answer = await fetch(server.baseURL + route, { headers: { cookie } });
          await answer.arrayBuffer();
          if (!answer.ok) throw new Error(`${route} answered ${answer.status}`);
          times.push(performance.now() - start);
        }
        const warm = times.slice(1).sort((a, b) => a - b);
        timings.push({ route: route.replace(/[?&]from=[^&]+&to=[^&]+/, ''), coldMs: times[0], p50Ms: quantile(warm, 0.5), maxMs: warm.at(-1) ?? times[0] });
      }
      return { events: written, seedSeconds, timings, pass: timings.every((t) => t.maxMs <= DASHBOARD_QUERY_BUDGET_MS && t.coldMs <= DASHBOARD_QUERY_BUDGET_MS) };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
