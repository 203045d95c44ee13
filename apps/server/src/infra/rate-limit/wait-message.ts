/*
 * The words of a refusal that asks the caller to wait, and its Retry-After, made from one number so
 * they always agree: under a minute the wait is said (and sent) in whole seconds; from a minute on it
 * is rounded up to whole minutes, from an hour on to whole hours, and Retry-After is that rounded wait.
 */

/** A wait as the message says it and the Retry-After header carries it. */
export interface SpokenWait {
  /** Retry-After, in seconds (at least 1). */
  seconds: number;
  /** '1 second', '4 seconds', '1 minute', '2 minutes', '5 hours'. */
  words: string;
}

/**
 * Rounds a wait up to what the message can say exactly.
 * @example spokenWait(90_000) // { seconds: 120, words: '2 minutes' }
 * @example spokenWait(3_200) // { seconds: 4, words: '4 seconds' }
 */
export function spokenWait(waitMs: number): SpokenWait {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return { seconds, words: seconds === 1 ? '1 second' : `${seconds} seconds` };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return { seconds: minutes * 60, words: minutes === 1 ? '1 minute' : `${minutes} minutes` };
  const hours = Math.ceil(minutes / 60);
  return { seconds: hours * 3600, words: hours === 1 ? '1 hour' : `${hours} hours` };
}

/** The messages of a guess refused for being too many (docs/owner-api.md "Session", docs/accounts-api.md). */
export const GUESS_MESSAGES = Object.freeze({
  /** Refused for the rest of a window: 'Too many attempts. Try again in 2 minutes.' */
  tooMany: (words: string) => `Too many attempts. Try again in ${words}.`,
  /** Slowed, with the proof of work as the way past the wait. */
  tooManyOrProve: (words: string) => `Too many attempts. Try again in ${words}, or tick "I'm not a robot" to try now.`,
});
