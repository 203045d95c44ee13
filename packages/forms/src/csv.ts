/**
 * The owner's CSV export of a form's submissions: RFC 4180, safe to open in a
 * spreadsheet.
 */
import { answerText, formAnswers } from './summary.ts';
import type { FormModel } from './types.ts';

/** One stored submission: when it arrived and its answers (field id → answer). */
export interface SubmissionRow {
  /** Epoch milliseconds (written as ISO 8601 UTC) or an already formatted date. */
  submittedAt: number | string;
  values: unknown;
}

/** The header of the first column. */
export const SUBMITTED_ON_HEADER = 'Submitted On';

/**
 * Cells a spreadsheet would run as a formula (starting with = + - @, or tab
 * and CR, which some spreadsheets skip before reading one). A leading
 * apostrophe makes them text, as OWASP advises; the cost is that a negative
 * number answer reads "'-5".
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: formula-safe, then quoted when it holds a comma, a quote, CR
 * or LF, with quotes doubled (RFC 4180 §2.6, §2.7).
 * @example csvCell('=SUM(A1)') // "'=SUM(A1)"
 * @example csvCell('say "hi", ok') // '"say ""hi"", ok"'
 */
export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const dateText = (submittedAt: number | string): string =>
  typeof submittedAt === 'number' && Number.isFinite(submittedAt)
    ? new Date(submittedAt).toISOString()
    : String(submittedAt);

/**
 * The CSV of `submissions`: a header row ('Submitted On', then each input
 * field's title, or its id when untitled), then one row per submission with
 * each answer as `answerText` (an empty answer is an empty cell, not 'N/A',
 * so spreadsheets see a blank). Answers to fields no longer in the form get
 * extra columns titled by id, in order of first appearance. Lines end in
 * CR LF, the last one too. Values are never trimmed.
 */
export function toCsv(form: FormModel, submissions: readonly SubmissionRow[]): string {
  const columns = form.fields
    .filter((field) => field.type !== 'section')
    .map((field) => ({ id: field.id, title: field.title.trim() === '' ? field.id : field.title }));
  const rowsAnswers = submissions.map((submission) => formAnswers(form, submission.values));
  const fieldCount = columns.length;

  // Extra columns for answers whose field was removed: formAnswers lists them after the form's fields, titled by id.
  const extraIds: string[] = [];
  for (const answers of rowsAnswers) {
    for (const answer of answers.slice(fieldCount)) {
      if (!extraIds.includes(answer.rawTitle)) extraIds.push(answer.rawTitle);
    }
  }

  const lines = [[SUBMITTED_ON_HEADER, ...columns.map((column) => column.title), ...extraIds]];
  submissions.forEach((submission, index) => {
    const answers = rowsAnswers[index];
    const extras = new Map(answers.slice(fieldCount).map((answer) => [answer.rawTitle, answerText(answer)]));
    lines.push([
      dateText(submission.submittedAt),
      ...answers.slice(0, fieldCount).map(answerText),
      ...extraIds.map((id) => extras.get(id) ?? ''),
    ]);
  });
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
