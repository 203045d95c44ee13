import { expect, it } from 'vitest';
import { forEachDialect } from '../../test-support/dialects.ts';
import { isAppError, type AppError } from '../errors/app-error.ts';
import { guardedGuess, targetWaitMs, type Guess } from './guess-guard.ts';

/** The refusal a guess met, or null when it was checked. */
async function refusal(run: () => Promise<unknown>): Promise<AppError | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (isAppError(error, 'RATE_LIMITED')) return error;
    throw error;
  }
}

it('waits 2, 4, 8 … seconds after the 5th, 6th, 7th failure, at most 15 minutes', () => {
  expect([4, 5, 6, 7, 8].map((failures) => targetWaitMs(failures, 0, 0))).toEqual([0, 2_000, 4_000, 8_000, 16_000]);
  expect(targetWaitMs(30, 0, 0)).toBe(15 * 60_000);
  expect(targetWaitMs(5, 0, 1_500)).toBe(500);
});

forEachDialect('guess guard', (t) => {
  const t0 = 1_700_000_000_000;
  const wrong = async () => false;
  const right = async () => true;
  const guess = (n: number, extra: Partial<Guess> = {}): Guess => ({ addressKeys: [`ip:${n}`], targetKey: 'target:a', now: t0, ...extra });

  it('checks 5 wrong guesses from 5 addresses, asks for a proof from the 3rd, then makes the 6th wait unless it proves its work', async () => {
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await guardedGuess(t.db, guess(i), wrong));
    expect(verdicts).toEqual([false, false, true, true, true].map((proofOfWork) => ({ right: false, proofOfWork })));
    const waiting = await refusal(() => guardedGuess(t.db, guess(6), right));
    expect(waiting?.retryAfterSeconds).toBe(2);
    expect(waiting?.details).toEqual({ proofOfWork: true });
    expect(await refusal(() => guardedGuess(t.db, guess(6, { proof: async () => false }), right))).not.toBeNull();
    expect(await guardedGuess(t.db, guess(6, { proof: async () => true }), right)).toEqual({ right: true });
    // Waited out: checked again without a proof; its failure doubles the next wait.
    expect(await guardedGuess(t.db, guess(7, { now: t0 + 2_000 }), wrong)).toEqual({ right: false, proofOfWork: true });
    expect((await refusal(() => guardedGuess(t.db, guess(8, { now: t0 + 2_000 }), right)))?.retryAfterSeconds).toBe(4);
    // Left alone for 15 minutes, the target starts again.
    expect(await guardedGuess(t.db, guess(9, { now: t0 + 2_000 + 15 * 60_000 }), right)).toEqual({ right: true });
  });

  it('an exempt guesser (no target key) is held only by its own limit', async () => {
    for (let i = 0; i < 5; i++) await guardedGuess(t.db, guess(20 + i, { targetKey: 'target:b' }), wrong);
    expect(await refusal(() => guardedGuess(t.db, guess(30, { targetKey: 'target:b' }), right))).not.toBeNull();
    expect(await guardedGuess(t.db, guess(30, { targetKey: null }), right)).toEqual({ right: true });
  });
});
