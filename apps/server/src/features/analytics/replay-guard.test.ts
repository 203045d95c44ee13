import { describe, expect, it } from 'vitest';
import { ReplayGuard } from './replay-guard.ts';

describe('ReplayGuard', () => {
  it('drops a stamped body the second time, per site and route', () => {
    const guard = new ReplayGuard();
    const body = '{"event":"pageView","clientDate":1763899000000}';
    expect(guard.firstTime('w1', 'hit', body, 1763899000000)).toBe(true);
    expect(guard.firstTime('w1', 'hit', body, 1763899000000)).toBe(false);
    expect(guard.firstTime('w2', 'hit', body, 1763899000000)).toBe(true);
    expect(guard.firstTime('w1', 'form-render', body, 1763899000000)).toBe(true);
  });

  it('never drops a body without a client stamp (nothing tells a replay from a second event)', () => {
    const guard = new ReplayGuard();
    expect(guard.firstTime('w1', 'event', '{"a":1}', undefined)).toBe(true);
    expect(guard.firstTime('w1', 'event', '{"a":1}', undefined)).toBe(true);
  });

  it('forgets after its window', async () => {
    const guard = new ReplayGuard({ ttlMs: 20 });
    expect(guard.firstTime('w1', 'hit', 'x', 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(guard.firstTime('w1', 'hit', 'x', 1)).toBe(true);
  });
});
