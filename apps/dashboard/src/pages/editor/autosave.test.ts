import { describe, expect, it } from 'vitest';
import { createAutosaver, type AutosaveStatus } from './autosave.ts';

/** A hand-driven clock and a server whose answers the test releases one by one. */
function harness() {
  const timers: Array<{ run: () => void; ms: number } | null> = [];
  const calls: Array<{ doc: string; base: number; settle(result: { revision: number } | Error): void }> = [];
  const statuses: AutosaveStatus[] = [];
  let revision = 4;
  const saver = createAutosaver<string>({
    revision,
    savedAt: null,
    delayMs: 800,
    save: (doc, base) =>
      new Promise((resolve, reject) =>
        calls.push({ doc, base, settle: (r) => (r instanceof Error ? reject(r) : resolve({ revision: r.revision, savedAt: 1000 + r.revision })) }),
      ),
    isConflict: (e) => (e as Error).message === '409',
    messageOf: (e) => ((e as Error).message === '409' ? 'Someone else changed this page since you opened it. Reload to see their changes.' : 'Network error.'),
    onStatus: (s) => statuses.push(s),
    setTimer: (run, ms) => timers.push({ run, ms }) - 1,
    clearTimer: (t) => (timers[t as number] = null),
  });
  const tick = () => timers.splice(0).forEach((t) => t?.run());
  const settle = async (result: { revision: number } | Error) => {
    calls.shift()!.settle(result);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { saver, calls, statuses, tick, settle, next: () => ++revision };
}

describe('autosave', () => {
  it('waits for typing to pause, then saves the last text from the revision it was made on', async () => {
    const h = harness();
    h.saver.change('a');
    h.saver.change('ab');
    expect(h.saver.status().state).toBe('pending');
    expect(h.calls).toHaveLength(0);
    h.tick();
    await Promise.resolve();
    expect(h.calls.map((c) => [c.doc, c.base])).toEqual([['ab', 4]]);
    expect(h.saver.status().state).toBe('saving');
    await h.settle({ revision: 5 });
    expect(h.saver.status()).toMatchObject({ state: 'saved', revision: 5, savedAt: 1005 });
  });

  it('saves what was typed during a save right after it, from the new revision', async () => {
    const h = harness();
    h.saver.change('a');
    h.tick();
    await Promise.resolve();
    h.saver.change('ab');
    const flushed = h.saver.flush();
    await h.settle({ revision: 5 });
    expect(h.calls.map((c) => [c.doc, c.base])).toEqual([['ab', 5]]);
    await h.settle({ revision: 6 });
    expect(await flushed).toBe(true);
    expect(h.saver.status()).toMatchObject({ state: 'saved', revision: 6 });
  });

  it("stops on a 409 with the server's message and saves nothing more", async () => {
    const h = harness();
    h.saver.change('mine');
    h.tick();
    await Promise.resolve();
    await h.settle(new Error('409'));
    expect(h.saver.status()).toMatchObject({ state: 'conflict', error: 'Someone else changed this page since you opened it. Reload to see their changes.' });
    h.saver.change('more');
    h.tick();
    expect(await h.saver.flush()).toBe(false);
    expect(h.calls).toHaveLength(0);
  });

  it('keeps the change after a network failure and saves it on retry', async () => {
    const h = harness();
    h.saver.change('x');
    h.tick();
    await Promise.resolve();
    await h.settle(new Error('offline'));
    expect(h.saver.status()).toMatchObject({ state: 'failed', error: 'Network error.' });
    const retried = h.saver.flush();
    await Promise.resolve();
    expect(h.calls.map((c) => c.doc)).toEqual(['x']);
    await h.settle({ revision: 5 });
    expect(await retried).toBe(true);
  });

  it('starts again from a restored revision', () => {
    const h = harness();
    h.saver.change('x');
    h.saver.reset(9, 50);
    h.tick();
    expect(h.calls).toHaveLength(0);
    expect(h.saver.status()).toMatchObject({ state: 'saved', revision: 9 });
  });
});
