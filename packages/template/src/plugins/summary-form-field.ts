/**
 * `summary-form-field`: one answer of a product's additional-fields form, in the reference's
 * markup and wording (bold title, then the answer), byte for byte but for one deliberate
 * difference: the field's title and answers are HTML-escaped (`& < >`), as they come from a
 * visitor's form submission; the reference prints them raw (README "Known differences").
 */
import { asString, htmlFormatterEscape, isTruthy, rec } from './util.ts';
import { print } from '../values.ts';
import type { Formatter } from '../types.ts';

/** Likert answers by their text (`-2`…`2`); anything else is Neutral. */
const LIKERT: Readonly<Record<string, string>> = Object.assign(Object.create(null) as Record<string, string>, {
  '-2': 'Strongly Disagree', '-1': 'Disagree', '0': 'Neutral', '1': 'Agree', '2': 'Strongly Agree',
});

/** A value printed as `{value}` prints it, escaped. */
const text = (v: unknown): string => htmlFormatterEscape(print(v));
/** A time part: `00` when not truthy. */
const timePart = (v: unknown): string => (isTruthy(v) ? text(v) : '00');

const BLOCK_OPEN = '<div style="padding-left:5px;">\n';

/**
 * The answer as HTML, or null for the no-answer text. By `type` (exact, lower case):
 * - `address`: `values.Line1`, `Line2` (its row only when truthy), `City, State Zip Country`;
 * - `checkbox`: `values` (when truthy: its entries joined by `, `, then a line break), else `value`
 *   as printed when truthy and not empty;
 * - `date`: `Month/Day/Year`; `name`: `First Last`; `phone`: `+Country ` (when truthy)
 *   `Areacode-Prefix-Line`; `time`: `Hour:Minute:Second Ampm`, each time part `00` when not truthy;
 * - `likert`: a row per key of `values` (`null`/missing `values` is a TypeError, as there), its
 *   answer `-2`…`2` as the agreement label, anything else Neutral;
 * - other types: `value` as text (string, number, boolean), when not empty.
 */
function answer(type: unknown, value: unknown, values: unknown): string | null {
  switch (type) {
    case 'address': {
      const v = rec(values);
      return BLOCK_OPEN + `  <div>${text(v.Line1)}</div>\n` + (isTruthy(v.Line2) ? `  <div>${text(v.Line2)}</div>\n` : '') +
        `  <div>${text(v.City)}, ${text(v.State)} ${text(v.Zip)} ${text(v.Country)}</div>\n</div>`;
    }
    case 'checkbox': {
      if (isTruthy(values)) {
        let out = '';
        if (Array.isArray(values)) for (let i = 0; i < values.length; i++) out += (i === 0 ? '' : ', ') + text(values[i]);
        return out + '\n';
      }
      const s = isTruthy(value) ? print(value) : '';
      return s === '' ? null : htmlFormatterEscape(s);
    }
    case 'date': {
      const v = rec(values);
      return `${text(v.Month)}/${text(v.Day)}/${text(v.Year)}`;
    }
    case 'likert': {
      if (values === null || values === undefined) throw new TypeError('Cannot convert undefined or null to object');
      const o = Object(values) as Record<string, unknown>;
      let out = BLOCK_OPEN;
      for (const q of Object.keys(o)) {
        out += `  <div><span style="font-weight:bold;">${htmlFormatterEscape(q)}:</span> ${LIKERT[String(o[q])] ?? 'Neutral'}</div>\n`;
      }
      return out + '</div>';
    }
    case 'name': {
      const v = rec(values);
      return `${text(v.First)} ${text(v.Last)}`;
    }
    case 'phone': {
      const v = rec(values);
      return (isTruthy(v.Country) ? `+${text(v.Country)} ` : '') + `${text(v.Areacode)}-${text(v.Prefix)}-${text(v.Line)}`;
    }
    case 'time': {
      const v = rec(values);
      return `${timePart(v.Hour)}:${timePart(v.Minute)}:${timePart(v.Second)} ${text(v.Ampm)}`;
    }
    default: {
      const s = asString(value);
      return s === '' ? null : htmlFormatterEscape(s);
    }
  }
}

/**
 * `{type, rawTitle, value, values}` → the title (as text) and the answer (see `answer`); no answer
 * prints `localizedStrings.productSummaryFormNoAnswerText` (as text, trimmed; `N/A` when empty).
 */
export const summaryFormField: Formatter = (field, _args, ctx) => {
  const f = rec(field);
  let a = answer(f.type, f.value, f.values);
  if (a === null) {
    const none = asString(ctx.lookup('localizedStrings.productSummaryFormNoAnswerText')).trim();
    a = none === '' ? 'N/A' : none;
  }
  return '<div style="font-size:11px; margin-top:3px">\n' +
    `  <span style="font-weight:bold;">${htmlFormatterEscape(asString(f.rawTitle))}:</span> ${a}\n</div>`;
};
