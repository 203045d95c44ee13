import { describe, expect, it } from 'vitest';
import { CompensationFailed, Halt, runSteps, type Step } from './run-steps.ts';

/** A step that logs its run and compensation, and fails when told to. */
const step = (name: string, options: { fails?: unknown; compensates?: boolean; compensationFails?: boolean } = {}): Step<string[]> => ({
  name,
  async run(log) {
    log.push(`run ${name}`);
    if (options.fails !== undefined) throw options.fails;
  },
  ...(options.compensates === false
    ? {}
    : {
        async compensate(log: string[]) {
          log.push(`undo ${name}`);
          if (options.compensationFails) throw new Error(`${name} cannot be undone`);
        },
      }),
});

describe('runSteps', () => {
  it('runs the steps in order and returns the context', async () => {
    const log: string[] = [];
    expect(await runSteps([step('a'), step('b'), step('c')], log)).toBe(log);
    expect(log).toEqual(['run a', 'run b', 'run c']);
  });

  it('on a failure, undoes the completed steps last first (not the failing one, not those after) and rethrows', async () => {
    const log: string[] = [];
    const boom = new Error('boom');
    await expect(runSteps([step('a'), step('b', { compensates: false }), step('c'), step('d', { fails: boom }), step('e')], log)).rejects.toBe(boom);
    expect(log).toEqual(['run a', 'run b', 'run c', 'run d', 'undo c', 'undo a']);
  });

  it('hands the compensation the error that stopped the workflow', async () => {
    const seen: unknown[] = [];
    const boom = new Error('boom');
    const first: Step<null> = { name: 'first', run: async () => {}, compensate: async (_context, error) => void seen.push(error) };
    await expect(runSteps([first, { name: 'second', run: () => Promise.reject(boom) }], null)).rejects.toBe(boom);
    expect(seen).toEqual([boom]);
  });

  it('a Halt stops without undoing anything, and throws its reason', async () => {
    const log: string[] = [];
    const reason = new Error('outcome unknown');
    await expect(runSteps([step('a'), step('b', { fails: new Halt(reason) }), step('c')], log)).rejects.toBe(reason);
    expect(log).toEqual(['run a', 'run b']);
  });

  it('never compensates twice: a failing compensation does not stop the others, and each runs once', async () => {
    const log: string[] = [];
    const boom = new Error('boom');
    const failure = await runSteps([step('a'), step('b', { compensationFails: true }), step('c'), step('d', { fails: boom })], log).catch((error: unknown) => error);
    expect(log).toEqual(['run a', 'run b', 'run c', 'run d', 'undo c', 'undo b', 'undo a']);
    expect(failure).toBeInstanceOf(CompensationFailed);
    expect(failure).toMatchObject({ step: 'b', cause: boom });
  });

  it('a step that fails first undoes nothing', async () => {
    const log: string[] = [];
    await expect(runSteps([step('a', { fails: new Error('no') }), step('b')], log)).rejects.toThrow('no');
    expect(log).toEqual(['run a']);
  });
});
