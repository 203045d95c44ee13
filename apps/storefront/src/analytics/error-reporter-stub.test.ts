import { describe, expect, it } from 'vitest';
import type { ReportError } from './error-reporter.ts';
import { lazyErrorReporter } from './error-reporter-stub.ts';

/** A stub whose reporter loads when `finish()` is called; the real reporter records what it gets, with its clock's time. */
function harness() {
  const received: Array<{ event: string; message: string; at: number }> = [];
  let loads = 0;
  let finish = () => {};
  const report = lazyErrorReporter((now) => {
    loads++;
    const reporter: ReportError = (event, error) => received.push({ event, message: (error as Error).message, at: now() });
    return new Promise((resolve) => (finish = () => resolve(reporter)));
  });
  return { report, received, loads: () => loads, finish: () => finish() };
}

describe('the loader’s error reporter stub', () => {
  it('loads the reporter once, with the first report, and hands it the queue with each report’s own time', async () => {
    const { report, received, loads, finish } = harness();
    expect(loads()).toBe(0);
    const first = Date.now();
    report('uncaughtError', new Error('one'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    report('unhandledRejection', new Error('two'));
    expect(loads()).toBe(1);
    expect(received).toEqual([]);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received.map((r) => r.message)).toEqual(['one', 'two']);
    expect(received[0].at).toBeLessThan(first + 15);
    expect(received[1].at).toBeGreaterThanOrEqual(first + 15);

    report('trackingError', new Error('three'));
    expect(loads()).toBe(1);
    expect(received.at(-1)).toMatchObject({ event: 'trackingError', message: 'three' });
    expect(received.at(-1)!.at).toBeGreaterThanOrEqual(received[1].at);
  });

  it('keeps at most 10 reports while the reporter loads, as the reporter itself would', async () => {
    const { report, received, finish } = harness();
    for (let i = 0; i < 15; i++) report('uncaughtError', new Error(`error ${i}`));
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toHaveLength(10);
    expect(received[9].message).toBe('error 9');
  });
});
