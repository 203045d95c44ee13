/**
 * The summary of submitted form answers (platform.md §2 "Summary of submitted
 * form fields", §3 Form answer, §9): one plain-text line per answer, for the
 * notification e-mail, the dashboard and the CSV export.
 */
import { canonicalValues, isRecord, normalizePhoneParts } from './field-values.ts';
import { MULTI_PART_FIELDS } from './field-types.ts';
import { likertLabel } from './likert.ts';
import { FORM_MESSAGES } from './messages.ts';
import type { FormModel } from './types.ts';

/**
 * One answer (platform.md §3): the field type, its title, and the answer as
 * `value` (text, list or parts) or, for a multi-part or likert answer, as
 * `values` (parts), as the hosted builder stores it. Either place works.
 */
export interface FormAnswer {
  type: string;
  rawTitle: string;
  value?: unknown;
  values?: unknown;
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
const filled = (texts: readonly string[]): string[] => texts.filter((text) => text.trim() !== '');
const pad2 = (text: string): string => (/^\d$/.test(text) ? `0${text}` : text);

/** The parts of a multi-part or likert answer as text, from `value` or `values`; a phone array becomes parts. */
function partsOf(answer: FormAnswer): Record<string, string> {
  let source: unknown = isRecord(answer.value) ? answer.value : answer.values;
  if (answer.type === 'phone' && Array.isArray(answer.value)) {
    const names = MULTI_PART_FIELDS.phone.map((part) => part.name);
    const parts = normalizePhoneParts(answer.value);
    source = Object.fromEntries(names.map((name, index) => [name, parts[index]]));
  }
  if (!isRecord(source)) return {};
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, textOf(value)]));
}

/** 'Street, Apt, City, State Zip, Country', skipping blank parts. */
function addressText(p: Record<string, string>): string {
  const cityLine = filled([p.city ?? '', filled([p.state ?? '', p.zip ?? '']).join(' ')]).join(', ');
  return filled([p.address1 ?? '', p.address2 ?? '', cityLine, p.country ?? '']).join(', ');
}

/** 'h:mm[:ss][ AM]'; '' without an hour and a minute. */
function timeText(p: Record<string, string>): string {
  const hour = (p.hour ?? '').trim();
  const minute = (p.minute ?? '').trim();
  if (hour === '' && minute === '') return '';
  const second = (p.second ?? '').trim();
  const ampm = (p.ampm ?? '').trim().toUpperCase();
  return `${hour}:${pad2(minute)}${second === '' ? '' : `:${pad2(second)}`}${ampm === '' ? '' : ` ${ampm}`}`;
}

/** '+1 (555) 123-4567', skipping blank parts. */
function phoneText(p: Record<string, string>): string {
  const country = (p.country ?? '').trim().replace(/^\+/, '');
  const areaCode = (p.areaCode ?? '').trim();
  return filled([
    country === '' ? '' : `+${country}`,
    areaCode === '' ? '' : `(${areaCode})`,
    filled([p.prefix ?? '', p.line ?? '']).join('-'),
  ]).join(' ');
}

/** 'Statement: Label' per answered statement, one per line; an unknown answer is shown as given. */
function likertText(p: Record<string, string>): string {
  return Object.entries(p)
    .filter(([, value]) => value.trim() !== '')
    .map(([statement, value]) => `${statement}: ${likertLabel(value.trim()) ?? value}`)
    .join('\n');
}

/** The answer as text, '' when it is empty (the CSV's empty cell). */
export function answerText(answer: FormAnswer): string {
  switch (answer.type) {
    case 'address':
      return addressText(partsOf(answer));
    case 'name':
      return filled([partsOf(answer).first ?? '', partsOf(answer).last ?? '']).join(' ');
    case 'date': {
      const p = partsOf(answer);
      return filled([p.month ?? '', p.day ?? '', p.year ?? '']).join('/');
    }
    case 'time':
      return timeText(partsOf(answer));
    case 'phone':
      return phoneText(partsOf(answer));
    case 'likert':
      return likertText(partsOf(answer));
  }
  const { value } = answer;
  if (Array.isArray(value)) return filled(value.map(textOf)).join(', ');
  if (isRecord(value)) return filled(Object.values(value).map(textOf)).join(', ');
  const text = textOf(value);
  return text.trim() === '' ? '' : text;
}

/**
 * The answer as shown to the owner: address 'Street, City, State Zip,
 * Country'; checkbox 'A, B'; date 'M/D/YYYY' as typed; likert
 * 'Statement: Agree' lines (-2 Strongly Disagree … 2 Strongly Agree); name
 * 'First Last'; phone '+1 (555) 123-4567'; time '9:05 AM'; other types the
 * text. 'N/A' when empty.
 * @example summarizeAnswer({ type: 'name', rawTitle: 'Name', value: { first: 'Ann', last: 'Lee' } }) // 'Ann Lee'
 */
export function summarizeAnswer(answer: FormAnswer): string {
  return answerText(answer) || FORM_MESSAGES.noAnswer;
}

/**
 * The answers of a submission as `FormAnswer`s, one per input field of the
 * form, in form order (sections skipped), then one per stored answer whose
 * field is no longer in the form (type 'text', the id as title), so nothing
 * an owner received is lost when the form changes.
 */
export function formAnswers(form: FormModel, values: unknown): FormAnswer[] {
  const canonical = canonicalValues(form, values);
  const answers: FormAnswer[] = form.fields
    .filter((field) => field.type !== 'section')
    .map((field) => ({ type: field.type, rawTitle: field.title, value: canonical[field.id] }));
  if (isRecord(values)) {
    const known = new Set(form.fields.map((field) => field.id));
    for (const [id, value] of Object.entries(values)) {
      if (!known.has(id)) answers.push({ type: 'text', rawTitle: id, value });
    }
  }
  return answers;
}

