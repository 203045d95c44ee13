/** The short preview of a submission in the list: its first answers, as text. */
import { answerText, formAnswers, type FormModel } from '@plinth/forms';

/** The most characters of a preview. */
export const PREVIEW_LENGTH = 120;

/**
 * The first non-empty answers joined by ' · ', cut at PREVIEW_LENGTH.
 * @example submissionPreview(form, { name: { first: 'Ann', last: 'Lee' }, email: 'ann@x.org' }) // 'Ann Lee · ann@x.org'
 */
export function submissionPreview(form: FormModel, values: unknown): string {
  const text = formAnswers(form, values)
    .map((answer) => answerText(answer).replace(/\s+/g, ' ').trim())
    .filter((t) => t !== '')
    .join(' · ');
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
}
