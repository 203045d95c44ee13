import { expect, it } from 'vitest';
import { hitRateLimit, pruneRateLimits } from './rate-limit-repository.ts';
import { forEachDialect } from '../../test-support/dialects.ts';

forEachDialect('rate limits', (t) => {
  const opts = { windowMs: 1000, limit: 3 };

  it('allows `limit` hits per window, then refuses until the window ends', async () => {
    const t0 = 1_700_000_000_000;
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hitRateLimit(t.db, 'ip:1', { ...opts, now: t0 + i * 100 }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[3]).toEqual({ allowed: false, retryAfterMs: 700, count: 4, resetMs: 700 });
    expect(results[1]?.resetMs).toBe(900);
    expect(results[0].retryAfterMs).toBe(0);
    // The window [t0, t0+1000) has ended: a new one starts.
    expect(await hitRateLimit(t.db, 'ip:1', { ...opts, now: t0 + 1000 })).toEqual({ allowed: true, retryAfterMs: 0, count: 1, resetMs: 1000 });
  });

  it('counts keys separately', async () => {
    const now = 1_700_000_100_000;
    for (let i = 0; i < 3; i++) await hitRateLimit(t.db, 'ip:2', { ...opts, now });
    expect((await hitRateLimit(t.db, 'ip:2', { ...opts, now })).allowed).toBe(false);
    expect((await hitRateLimit(t.db, 'ip:3', { ...opts, now })).allowed).toBe(true);
  });

  it('counts every concurrent hit exactly once', async () => {
    const now = 1_700_000_200_000;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(t.db, 'burst', { windowMs: 60_000, limit: 5, now })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('prunes old counters', async () => {
    expect(await pruneRateLimits(t.db, 1_700_000_150_000)).toBe(3);
    expect(await t.db.selectFrom('rate_limits').select('key').execute()).toEqual([{ key: 'burst' }]);
  });
});
