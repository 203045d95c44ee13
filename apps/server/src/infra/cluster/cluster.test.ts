import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../../../../e2e/support/server-process.ts';
import { adminQuery, postgresAvailable, TEST_POSTGRES_URL } from '../../test-support/dialects.ts';
import { createPostgresKysely, createSqliteKysely } from '../database/database.ts';
import { ownerPid, readLease } from '../features/job-lease.ts';
import { SCHEDULED_JOBS_LEASE } from '../features/lead-jobs.ts';

/*
 * `plinth start --workers 2` as an operator runs it (PLINTH_WORKERS=2, the demo store), on SQLite and
 * on PostgreSQL: both workers answer on the one port, concurrent writes all succeed, and the
 * scheduled jobs run in one process at a time — once per period, taken over when that process dies.
 */

const ROLLUP = 'rolling up analytics';
const CLI = fileURLToPath(new URL('../../cli.ts', import.meta.url));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request on a connection of its own (the cluster hands each connection to the next worker). */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; worker: string; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, worker: String(res.headers['x-plinth-worker']), headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The log lines (pino JSON) of every process of the server. */
function logLines(server: ServerProcess): { pid: number; time: number; msg: string; job?: string; ms?: number }[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { pid: number; time: number; msg: string; job?: string; ms?: number });
}

/** When each run of the rollup started (its line is written when it ends), and in which process. */
const rollups = (server: ServerProcess) =>
  logLines(server)
    .filter((line) => line.msg === 'scheduled job ran' && line.job === ROLLUP)
    .map((line) => ({ pid: line.pid, time: line.time - (line.ms ?? 0) }))
    .sort((a, b) => a.time - b.time);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A visitor with a cart of one unit of an unlimited product: its cookie, CSRF token and what to add. */
async function shopper(baseURL: string): Promise<{ headers: Record<string, string>; add: string }> {
  const first = await send(`${baseURL}/shop`);
  const crumb = /crumb=([^;]+)/.exec(String(first.headers['set-cookie']))?.[1] as string;
  const shop = JSON.parse((await send(`${baseURL}/shop?format=json`)).body) as { items: { id: string; structuredContent: { variants: { sku: string; unlimited: boolean }[] } }[] };
  const product = shop.items.find((item) => item.structuredContent.variants.some((v) => v.unlimited)) as (typeof shop.items)[number];
  const add = JSON.stringify({ itemId: product.id, sku: product.structuredContent.variants.find((v) => v.unlimited)?.sku, quantity: 1, additionalFields: null });
  const headers = { 'content-type': 'application/json', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb };
  const created = await send(`${baseURL}/api/commerce/shopping-cart/entries`, { method: 'POST', headers, body: add });
  expect(created.status).toBe(200);
  const cart = /plinth_cart=([^;]+)/.exec(String(created.headers['set-cookie']))?.[1] as string;
  return { headers: { ...headers, cookie: `crumb=${crumb}; plinth_cart=${cart}` }, add };
}

/** Runs the whole check against a server started with `env` (DATABASE_URL for PostgreSQL). */
async function checkTwoWorkers(env: NodeJS.ProcessEnv, openLeaseDb: (server: ServerProcess) => ReturnType<typeof createSqliteKysely>): Promise<void> {
  const server = await startServerProcess({
    // Rollup every second, a 2 s job lease (the takeover below), every job run in the log.
    env: { PLINTH_WORKERS: '2', PLINTH_ANALYTICS_ROLLUP_MS: '1000', PLINTH_JOB_LEASE_MS: '2000', LOG_LEVEL: 'debug', ...env },
  });
  const leaseDb = openLeaseDb(server);
  try {
    // The first worker migrates, seeds and serves; the second starts then, and the primary says when both serve.
    const startedAt = Date.now();
    while (!/2 workers serve \(pids \d+, \d+\)\./.test(server.output()) && Date.now() - startedAt < 60_000) await pause(50);
    expect(server.output()).toMatch(/2 workers serve \(pids \d+, \d+\)\./);
    expect(server.output().match(/Seeded the demo store\./g)).toHaveLength(1); // once

    // Both workers answer on the one port.
    const pages = await Promise.all(Array.from({ length: 16 }, () => send(`${server.baseURL}/shop`)));
    expect(pages.map((page) => page.status)).toEqual(pages.map(() => 200));
    const workers = new Set(pages.map((page) => page.worker));
    expect(workers.size).toBe(2);
    for (const pid of workers) expect(Number(pid)).not.toBe(server.child.pid);
    // Every answer names its worker, a 404 too.
    expect((await send(`${server.baseURL}/no-such-page`)).worker).toMatch(/^\d+$/);

    // Concurrent writes from both workers to the same carts: every add succeeds, none is lost.
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => shopper(server.baseURL)));
    const adds = await Promise.all(
      shoppers.flatMap(({ headers, add }) => Array.from({ length: 5 }, () => send(`${server.baseURL}/api/commerce/shopping-cart/entries`, { method: 'POST', headers, body: add }))),
    );
    expect(adds.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${answer.body}`)).toEqual([]);
    expect(new Set(adds.map((answer) => answer.worker)).size).toBe(2);
    for (const { headers } of shoppers) {
      const cart = JSON.parse((await send(`${server.baseURL}/api/commerce/shopping-cart`, { headers })).body) as { totalQuantity: number };
      expect(cart.totalQuantity).toBe(6);
    }

    // The rollup runs once a second, in one process: never two runs in one period.
    const leaderLine = logLines(server).find((line) => line.msg === 'this process runs the scheduled jobs');
    const leader = leaderLine?.pid as number;
    expect(workers.has(String(leader))).toBe(true);
    expect(ownerPid((await readLease(leaseDb, SCHEDULED_JOBS_LEASE))?.owner ?? '')).toBe(leader);
    // A few runs (each in the rollup's thread, which a busy machine is slow to start): at most 15 s.
    const watchedFrom = Date.now();
    while (rollups(server).length < 3 && Date.now() - watchedFrom < 15_000) await pause(200);
    const before = rollups(server);
    expect(new Set(before.map((run) => run.pid))).toEqual(new Set([leader]));
    const spanSeconds = (before.at(-1)!.time - before[0]!.time) / 1000;
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before.length).toBeLessThanOrEqual(Math.round(spanSeconds) + 2); // once per second, not twice

    // The leader dies: the other worker takes the jobs over once its lease (2 s) has run out.
    process.kill(leader, 'SIGKILL');
    const killedAt = Date.now();
    const takeover = () => logLines(server).find((line) => line.msg === 'this process runs the scheduled jobs' && line.pid !== leader);
    while (!takeover() && Date.now() - killedAt < 15_000) await pause(100);
    const successor = takeover()?.pid as number;
    expect(successor).toBeDefined();
    // When it took the lease (its own clock, the machine's): within the lease and a renewal turn (0.7 s), with slack for a busy machine.
    expect((takeover()?.time as number) - killedAt).toBeLessThan(2_000 + 700 + 1_500);
    while (!rollups(server).some((run) => run.pid === successor) && Date.now() - killedAt < 20_000) await pause(100);
    // The primary says so when it sees the exit (at once after a long life, with a backoff after a short one), which
    // on a busy machine may come after the takeover.
    const restarted = new RegExp(`Worker \\d+ \\(pid ${leader}\\) was killed \\(SIGKILL\\) after [^;]+; starting another (now|in [\\d.]+ m?s)\\.`);
    while (!restarted.test(server.output()) && Date.now() - killedAt < 20_000) await pause(100);
    expect(server.output()).toMatch(restarted);
    expect(ownerPid((await readLease(leaseDb, SCHEDULED_JOBS_LEASE))?.owner ?? '')).toBe(successor);
    const runs = rollups(server).map((run) => run.time);
    const gaps = runs.slice(1).map((time, i) => time - (runs[i] as number));
    expect(Math.min(...gaps)).toBeGreaterThan(500); // at no time did two processes run it

    // Ctrl-C stops the primary and every worker.
    const pids = [...new Set(logLines(server).map((line) => line.pid))];
    await server.stop();
    expect(server.child.exitCode).toBe(0);
    expect(server.output()).toContain('SIGINT: stopping Plinth');
    expect(pids.filter(alive)).toEqual([]);
  } finally {
    await leaseDb.destroy();
    await server.stop();
  }
}

describe('plinth start with 2 workers', () => {
  it('serves one port from two processes on SQLite, writes from both, and runs the jobs once per period', async () => {
    await checkTwoWorkers({}, (server) => createSqliteKysely(server.dataDir));
  }, 120_000);
});

describe('plinth start with 2 workers that cannot serve', () => {
  it('fails the start with exit code 1 and the reason of the worker that could not serve, instead of restarting it for ever', async () => {
    // The port is taken: the first worker cannot listen.
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const port = (taken.address() as AddressInfo).port;
    const dataDir = mkdtempSync(join(tmpdir(), 'plinth-workers-'));
    try {
      const child = spawn(process.execPath, [CLI, 'start'], {
        env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', PLINTH_DEMO: '', PLINTH_WORKERS: '2' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const [code] = (await once(child, 'exit')) as [number];
      expect(code).toBe(1);
      expect(output).toContain('EADDRINUSE');
      expect(output).toMatch(/Worker 1 \(pid \d+\) exited with code 1 before serving\./);
      expect(output).not.toContain('starting another');
    } finally {
      taken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.skipIf(!postgresAvailable)('plinth start with 2 workers on PostgreSQL', () => {
  const name = `plinth_workers_${randomBytes(5).toString('hex')}`;
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  afterAll(() => adminQuery(`drop database if exists ${name} with (force)`));

  it('serves one port from two processes on PostgreSQL, writes from both, and runs the jobs once per period', async () => {
    await adminQuery(`create database ${name}`);
    await checkTwoWorkers({ DATABASE_URL: url.toString() }, () => createPostgresKysely(url.toString(), 1));
  }, 120_000);
});
