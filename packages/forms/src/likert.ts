/**
 * Likert answers (platform.md §9): -2 (Strongly Disagree) to 2 (Strongly Agree),
 * sent and stored as the strings '-2' … '2'.
 */

/** The five choices, in display order, with their labels. */
export const LIKERT_CHOICES = [
  { value: '-2', label: 'Strongly Disagree' },
  { value: '-1', label: 'Disagree' },
  { value: '0', label: 'Neutral' },
  { value: '1', label: 'Agree' },
  { value: '2', label: 'Strongly Agree' },
] as const;

export type LikertValue = (typeof LIKERT_CHOICES)[number]['value'];

/** True when `value` is one of '-2', '-1', '0', '1', '2'. */
export function isLikertValue(value: unknown): value is LikertValue {
  return LIKERT_CHOICES.some((choice) => choice.value === value);
}

/**
 * The label of a likert answer, or null when it is not one.
 * @example likertLabel('-1') // 'Disagree'
 */
export function likertLabel(value: string): string | null {
  return LIKERT_CHOICES.find((choice) => choice.value === value)?.label ?? null;
}
