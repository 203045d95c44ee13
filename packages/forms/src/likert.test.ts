import { describe, expect, it } from 'vitest';
import { LIKERT_CHOICES, isLikertValue, likertLabel } from './likert.ts';

describe('likert', () => {
  it('runs from -2 Strongly Disagree to 2 Strongly Agree', () => {
    expect(LIKERT_CHOICES.map((choice) => `${choice.value} ${choice.label}`)).toEqual([
      '-2 Strongly Disagree',
      '-1 Disagree',
      '0 Neutral',
      '1 Agree',
      '2 Strongly Agree',
    ]);
  });

  it('knows its values as strings only', () => {
    expect(['-2', '-1', '0', '1', '2'].every(isLikertValue)).toBe(true);
    for (const value of ['3', '-3', '+1', '1.0', ' 1', 1, null]) expect(isLikertValue(value), String(value)).toBe(false);
    expect(likertLabel('2')).toBe('Strongly Agree');
    expect(likertLabel('5')).toBeNull();
  });
});
