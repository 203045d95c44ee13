import { describe, expect, it } from 'vitest';
import { formatError } from './field-checks.ts';
import { coerceFieldValue } from './field-values.ts';
import { formWith } from './test-fixtures.ts';
import type { FormFieldType } from './types.ts';

const error = (type: FormFieldType, raw: unknown, extra = {}) => {
  const field = formWith({ type, title: 'T', ...extra }).fields[0];
  const coerced = coerceFieldValue(field, raw);
  if (!coerced.ok) throw new Error('bad test input');
  return formatError(field, coerced.value);
};
const passes = (type: FormFieldType, list: unknown[], extra = {}) =>
  list.forEach((raw) => expect(error(type, raw, extra), `${type} ${JSON.stringify(raw)}`).toBeNull());
const fails = (type: FormFieldType, list: unknown[], message: string, extra = {}) =>
  list.forEach((raw) => expect(error(type, raw, extra), `${type} ${JSON.stringify(raw)}`).toBe(message));

describe('formatError', () => {
  it('checks numbers as a number input would', () => {
    passes('number', ['3', '-3', '+0.5', '.5', '2.', '1e3', ' 7 ']);
    fails('number', ['abc', '1,000', '1.2.3', '0x10', 'e3', '--1'], 'Number is not valid.');
  });

  it('checks amounts: non-negative, optional thousands commas and fraction', () => {
    passes('currency', ['0', '12.50', '1,200', '1,234,567.89', '.99', '1200']);
    fails('currency', ['-5', '$5', '1,20', '12,50', 'ten', '1.2.3'], 'Amount is not valid.');
  });

  it('checks websites: http(s) or no scheme, a dotted host', () => {
    passes('website', ['example.com', 'www.example.co.uk/path?q=1', 'https://example.com:8080/', 'http://sub.example.io#x']);
    fails(
      'website',
      ['javascript:alert(1)', 'ftp://example.com', 'localhost', 'example', 'exa mple.com', 'mailto:a@b.com', 'example.c'],
      'Website is not valid. Websites should follow the format https://www.domain.com.',
    );
  });

  it('checks Twitter handles of 1 to 15 word characters, with @ or a profile URL', () => {
    passes('twitter', ['plinth', '@plinth_app', 'https://twitter.com/plinth', 'x.com/@plinth/']);
    fails('twitter', ['@', 'a'.repeat(16), 'has space', 'plinth!', 'https://example.com/plinth'], 'Twitter handle is not valid.');
  });

  it('checks real calendar dates', () => {
    passes('date', [{ month: '2', day: '29', year: '2024' }, { month: '12', day: '31', year: '0099' }, { month: '02', day: '28', year: '1900' }]);
    fails(
      'date',
      [{ month: '2', day: '29', year: '2023' }, { month: '2', day: '29', year: '1900' }, { month: '13', day: '1', year: '2024' },
        { month: '4', day: '31', year: '2024' }, { month: '1', day: '1', year: '24' }, { month: '1', day: '', year: '2024' }],
      'Date is not valid.',
    );
  });

  it('checks times: 1-12 with AM/PM, 0-23 without', () => {
    passes('time', [{ hour: '12', minute: '00', ampm: 'am' }, { hour: '23', minute: '59', second: '59' }, { hour: '0', minute: '0' }]);
    fails(
      'time',
      [{ hour: '13', minute: '00', ampm: 'PM' }, { hour: '0', minute: '00', ampm: 'AM' }, { hour: '24', minute: '0' },
        { hour: '9', minute: '60' }, { hour: '9', minute: '' }, { hour: '9', minute: '1', ampm: 'XM' }, { hour: '9', minute: '1', second: '61' }],
      'Time is not valid.',
    );
  });

  it('rejects answers that are not among the options', () => {
    passes('select', ['Red'], { options: ['Red', 'Blue'] });
    fails('radio', ['Teal'], 'Teal is not one of the expected options.', { options: ['Red'] });
    fails('checkbox', [['Red', 'Teal']], 'Teal is not one of the expected options.', { options: ['Red'] });
    passes('select', ['Anything'], { options: [] });
    fails('likert', [{ S: '3' }], '3 is not one of the expected options.', { statements: ['S'] });
    passes('likert', [{ S: '-2' }], { statements: ['S'] });
  });

  it('leaves password and plain text alone', () => {
    passes('password', ['=1+1', ' ']);
    passes('text', ['<b>hi</b>']);
  });
});
