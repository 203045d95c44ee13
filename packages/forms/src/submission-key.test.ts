import { describe, expect, it } from 'vitest';
import { readSubmissionKey } from './submission-key.ts';

describe('readSubmissionKey', () => {
  it('reads the key', () => {
    expect(readSubmissionKey({ key: 'a1b2' })).toEqual({ ok: true, key: 'a1b2' });
  });

  it('gives the key message when there is none', () => {
    for (const body of [null, {}, { key: '' }, { key: 5 }, 'a1b2', { key: 'k'.repeat(201) }]) {
      expect(readSubmissionKey(body)).toEqual({
        ok: false,
        message: 'Could not get a form submission key, please try again later.',
      });
    }
  });
});
