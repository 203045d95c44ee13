import { expect, it } from 'vitest';
import { GUESS_MESSAGES, spokenWait } from './wait-message.ts';

it('says a wait in whole seconds under a minute and whole minutes from there, and Retry-After says the same', () => {
  expect(spokenWait(1)).toEqual({ seconds: 1, words: '1 second' });
  expect(spokenWait(3_200)).toEqual({ seconds: 4, words: '4 seconds' });
  expect(spokenWait(59_000)).toEqual({ seconds: 59, words: '59 seconds' });
  expect(spokenWait(60_000)).toEqual({ seconds: 60, words: '1 minute' });
  expect(spokenWait(90_000)).toEqual({ seconds: 120, words: '2 minutes' });
  expect(spokenWait(900_000)).toEqual({ seconds: 900, words: '15 minutes' });
  expect(spokenWait(3_600_000)).toEqual({ seconds: 3600, words: '1 hour' });
  expect(spokenWait(4.5 * 3_600_000)).toEqual({ seconds: 18_000, words: '5 hours' });
  expect(GUESS_MESSAGES.tooMany(spokenWait(120_000).words)).toBe('Too many attempts. Try again in 2 minutes.');
});
