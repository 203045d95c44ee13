/**
 * `summary-form-field`: one answer of a product's additional-fields form, in the reference's
 * markup (bold title, then the answer). Answers are HTML-escaped (the reference prints them raw).
 */
import { arr, asString, htmlFormatterEscape, localized, rec } from './util.ts';
import type { Formatter } from '../types.ts';

const LIKERT: Record<string, string> = {
  '-2': 'Strongly Disagree', '-1': 'Disagree', '0': 'Neutral', '1': 'Agree', '2': 'Strongly Agree',
};

const pad2 = (s: string): string => s.padStart(2, '0');
const block = (rows: string[]): string =>
  '<div style="padding-left:5px;">\n' + rows.map((r) => `  <div>${r}</div>\n`).join('') + '</div>';

/** The answer as HTML, or "" when empty. */
function answer(type: string, value: unknown, values: unknown): string {
  const vs = rec(values);
  const s = (k: string) => htmlFormatterEscape(asString(vs[k]).trim());
  switch (type) {
    case 'address': {
      const cityLine = [[s('City'), s('State')].filter(Boolean).join(', '), s('Zip'), s('Country')].filter(Boolean).join(' ');
      const rows = [s('Line1'), s('Line2'), cityLine].filter(Boolean);
      return rows.length ? block(rows) : '';
    }
    case 'checkbox':
      return arr(values).map((x) => htmlFormatterEscape(asString(x))).filter(Boolean).join(', ');
    case 'likert': {
      const rows = Object.keys(vs).map((q) => `<span style="font-weight:bold;">${htmlFormatterEscape(q)}:</span> ${LIKERT[asString(vs[q])] ?? ''}`);
      return rows.length ? block(rows) : '';
    }
    case 'name':
      return [s('First'), s('Last')].filter(Boolean).join(' ');
    case 'phone': {
      const local = [s('areaCode'), s('prefix'), s('line')].filter(Boolean).join('-');
      if (!local) return '';
      return s('countryCode') ? `+${s('countryCode')} ${local}` : local;
    }
    case 'date': {
      if (!s('month') || !s('day') || !s('year')) return '';
      return `${s('month')}/${s('day')}/${s('year')}`;
    }
    case 'time': {
      if (!s('hour')) return '';
      const t = [s('hour'), s('minute') || '0', s('second') || '0'].map(pad2).join(':');
      return s('ampm') ? `${t} ${s('ampm')}` : t;
    }
    default:
      if (Array.isArray(value)) return value.map((x) => htmlFormatterEscape(asString(x))).filter(Boolean).join(', ');
      return htmlFormatterEscape(asString(value).trim());
  }
}

/**
 * Types `address` (`values.Line1 Line2 City State Zip Country`), `checkbox` (`values[]`), `date`
 * (`month/day/year`), `likert` (question → -2…2, printed as the agreement label), `name`
 * (`First Last`), `phone` (`+countryCode areaCode-prefix-line`), `time` (`hh:mm:ss AMPM`); other
 * types print `value`. Empty → `localizedStrings.productSummaryFormNoAnswerText`, else `N/A`.
 */
export const summaryFormField: Formatter = (field, _args, ctx) => {
  const f = rec(field);
  const text = answer(asString(f.type), f.value, f.values) ||
    htmlFormatterEscape(localized(ctx, 'productSummaryFormNoAnswerText', 'N/A'));
  return '<div style="font-size:11px; margin-top:3px">\n' +
    `  <span style="font-weight:bold;">${htmlFormatterEscape(asString(f.rawTitle))}:</span> ${text}\n</div>`;
};
