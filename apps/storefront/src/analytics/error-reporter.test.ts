import { describe, expect, it } from 'vitest';
import { createErrorReporter, describeError, type ErrorReport } from './error-reporter.ts';

/** A reporter on a hand-driven clock: `advance(ms)` fires due timers. */
function harness(common?: Record<string, unknown>) {
  let now = 0;
  const sent: ErrorReport[][] = [];
  let timer: { at: number; run: () => void } | null = null;
  const report = createErrorReporter({
    send: (batch) => sent.push(batch),
    now: () => now,
    setTimer: (run, ms) => (timer = { at: now + ms, run }),
    clearTimer: (t) => {
      if (timer === t) timer = null;
    },
    common,
  });
  const advance = (ms: number) => {
    now += ms;
    if (timer && timer.at <= now) {
      const t = timer;
      timer = null;
      t.run();
    }
  };
  return { report, sent, advance };
}

describe('error reporter', () => {
  it('sends one batch 1 s after the last report', () => {
    const { report, sent, advance } = harness();
    report('uncaughtError', new Error('a'));
    advance(900);
    report('unhandledRejection', 'b', { url: '/x' });
    advance(900);
    expect(sent).toHaveLength(0);
    advance(100);
    expect(sent).toHaveLength(1);
    expect(sent[0].map((r) => r.event)).toEqual(['uncaughtError', 'unhandledRejection']);
    expect(JSON.parse(sent[0][1].data)).toEqual({ message: 'b', url: '/x' });
    expect(sent[0][1].timestamp).toBe(900);
  });
  it('adds the common fields (the release) to every report', () => {
    const { report, sent, advance } = harness({ release: 'client-entry-abc.js' });
    report('uncaughtError', new Error('a'), { url: '/p' });
    advance(1000);
    expect(JSON.parse(sent[0][0].data)).toMatchObject({ message: 'a', release: 'client-entry-abc.js', url: '/p' });
  });
  it('keeps at most 10 reports waiting', () => {
    const { report, sent, advance } = harness();
    for (let i = 0; i < 15; i++) report('e', new Error(String(i)));
    advance(1000);
    expect(sent[0]).toHaveLength(10);
  });
  it('sends at most 20 times from a page', () => {
    const { report, sent, advance } = harness();
    for (let i = 0; i < 30; i++) {
      report('e', 'x');
      advance(1000);
    }
    expect(sent).toHaveLength(20);
  });
  it('cuts stacks at 5000 characters', () => {
    const error = new Error('m');
    error.stack = 's'.repeat(6000);
    expect(describeError(error).stack).toHaveLength(5000);
    expect(describeError('plain')).toEqual({ message: 'plain', stack: undefined });
  });
});
