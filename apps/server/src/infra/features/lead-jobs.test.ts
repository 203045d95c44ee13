import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { forEachDialect } from '../../test-support/dialects.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Config } from '../config.ts';
import type { Schema } from '../database/schema.ts';
import type { ScheduledJob } from './feature.ts';
import { holdLease, processOwnerId, readLease, releaseLease } from './job-lease.ts';
import { leadScheduledJobs, SCHEDULED_JOBS_LEASE, type JobLeadership } from './lead-jobs.ts';

const quietLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job every 100 ms that records which process ran it, and when. */
function recordingJob(runs: { owner: string; at: number }[], owner: string): ScheduledJob {
  return { name: 'counting', everyMs: () => 100, atStart: true, run: async () => runs.push({ owner, at: Date.now() }) };
}

/**
 * The database as one process sees it, until that process "dies": then every statement it sends
 * fails, as after a SIGKILL or a lost network (the lease row stays, unrenewed).
 */
function connectionOf(db: Kysely<Schema>): { db: Kysely<Schema>; die(): void } {
  let dead = false;
  const view = new Proxy(db, {
    get(target, property) {
      if (dead && (property === 'insertInto' || property === 'deleteFrom')) throw new Error('this process is gone');
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: view, die: () => (dead = true) };
}

const running: JobLeadership[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((leadership) => leadership.stop()));
});

forEachDialect('scheduled jobs once per site', (t) => {
  const context = { deps: {} as AppDeps, log: quietLog, config: {} as Config };

  it('lets one process hold the lease, renews it, and refuses it to another until it expires or is given up', async () => {
    const a = processOwnerId(1001);
    const b = processOwnerId(1002);
    const name = 'lease-basics';
    expect(await holdLease(t.db, { name, owner: a, now: 1_000, ttlMs: 500 })).toBe(true);
    expect(await holdLease(t.db, { name, owner: b, now: 1_200, ttlMs: 500 })).toBe(false);
    expect(await holdLease(t.db, { name, owner: a, now: 1_400, ttlMs: 500 })).toBe(true); // renewed to 1,900
    expect(await holdLease(t.db, { name, owner: b, now: 1_800, ttlMs: 500 })).toBe(false);
    expect(await readLease(t.db, name)).toEqual({ owner: a, acquiredAt: 1_000, expiresAt: 1_900 });
    expect(await holdLease(t.db, { name, owner: b, now: 1_901, ttlMs: 500 })).toBe(true); // expired: taken over
    expect(await readLease(t.db, name)).toEqual({ owner: b, acquiredAt: 1_901, expiresAt: 2_401 });
    expect(await holdLease(t.db, { name, owner: a, now: 2_000, ttlMs: 500 })).toBe(false);
    await releaseLease(t.db, name, a); // not a's: nothing happens
    expect((await readLease(t.db, name))?.owner).toBe(b);
    await releaseLease(t.db, name, b);
    expect(await readLease(t.db, name)).toBeNull();
    expect(await holdLease(t.db, { name, owner: a, now: 2_001, ttlMs: 500 })).toBe(true);
  });

  it('gives two racing processes one lease', async () => {
    const owners = Array.from({ length: 8 }, (_, i) => processOwnerId(2000 + i));
    const now = Date.now();
    const held = await Promise.all(owners.map((owner) => holdLease(t.db, { name: 'lease-race', owner, now, ttlMs: 10_000 })));
    expect(held.filter(Boolean)).toHaveLength(1);
  });

  it('runs each job once per period across two processes, and the other takes over within the lease when the holder dies', async () => {
    const leaseMs = 600;
    const runs: { owner: string; at: number }[] = [];
    const first = { owner: processOwnerId(3001), connection: connectionOf(t.db) };
    const second = { owner: processOwnerId(3002), connection: connectionOf(t.db) };
    const start = (process: typeof first) => {
      const leadership = leadScheduledJobs([recordingJob(runs, process.owner)], context, { db: process.connection.db, owner: process.owner, leaseMs });
      running.push(leadership);
      return leadership;
    };
    const leadFirst = start(first);
    await pause(50);
    const leadSecond = start(second);
    await pause(1_500); // the lease is renewed twice per length: it stays with the first process
    expect(leadFirst.leading()).toBe(true);
    expect(leadSecond.leading()).toBe(false);
    expect(new Set(runs.map((run) => run.owner))).toEqual(new Set([first.owner]));
    // 100 ms apart, from one process: about 15 runs in 1.5 s, never two in one period.
    expect(runs.length).toBeGreaterThanOrEqual(8);
    expect(runs.length).toBeLessThanOrEqual(17);
    const lease = await readLease(t.db, SCHEDULED_JOBS_LEASE);
    expect(lease?.owner).toBe(first.owner);
    expect(lease?.expiresAt).toBeGreaterThan(Date.now()); // renewed

    first.connection.die();
    const diedAt = Date.now();
    const deadline = diedAt + leaseMs + 1_000;
    while (!leadSecond.leading() && Date.now() < deadline) await pause(20);
    const tookOverAfter = Date.now() - diedAt;
    expect(leadSecond.leading()).toBe(true);
    expect(tookOverAfter).toBeLessThan(leaseMs + leaseMs / 3 + 300); // expiry plus at most one renewal turn
    expect(leadFirst.leading()).toBe(false); // it could not renew: its jobs stopped before the lease ran out
    await pause(400);
    const lastOfFirst = Math.max(...runs.filter((run) => run.owner === first.owner).map((run) => run.at));
    const firstOfSecond = Math.min(...runs.filter((run) => run.owner === second.owner).map((run) => run.at));
    expect(firstOfSecond).toBeGreaterThan(lastOfFirst); // never both at once
    expect((await readLease(t.db, SCHEDULED_JOBS_LEASE))?.owner).toBe(second.owner);
  });

  it('hands the jobs over at once when the holder stops cleanly', async () => {
    const runs: { owner: string; at: number }[] = [];
    const a = processOwnerId(4001);
    const b = processOwnerId(4002);
    const leadA = leadScheduledJobs([recordingJob(runs, a)], context, { db: t.db, owner: a, leaseMs: 30_000 });
    await pause(50);
    const leadB = leadScheduledJobs([recordingJob(runs, b)], context, { db: t.db, owner: b, leaseMs: 3_000 });
    running.push(leadB);
    await pause(100);
    expect(leadA.leading()).toBe(true);
    await leadA.stop();
    expect(await readLease(t.db, SCHEDULED_JOBS_LEASE)).toBeNull();
    const stoppedAt = Date.now();
    while (!leadB.leading() && Date.now() < stoppedAt + 3_000) await pause(20);
    expect(leadB.leading()).toBe(true);
    expect(Date.now() - stoppedAt).toBeLessThan(1_000 + 300); // its next turn, not the 30 s lease
  });
});
