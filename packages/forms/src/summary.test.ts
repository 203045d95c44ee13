import { describe, expect, it } from 'vitest';
import { answerText, formAnswers, summarizeAnswer } from './summary.ts';
import { form } from './test-fixtures.ts';

const summary = (type: string, value: unknown, values?: unknown) => summarizeAnswer({ type, rawTitle: 'T', value, values });

describe('summarizeAnswer', () => {
  it("is 'N/A' for an empty answer of any type", () => {
    for (const [type, value] of [['text', ''], ['text', '  '], ['checkbox', []], ['name', { first: '', last: '' }], ['likert', {}],
      ['time', { hour: '', minute: '', ampm: 'AM' }], ['phone', ['', '', '']], ['address', undefined], ['text', null]] as const) {
      expect(summary(type, value), type).toBe('N/A');
    }
  });

  it('lays out an address', () => {
    expect(summary('address', { address1: '1 Main St', address2: 'Apt 2', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' }))
      .toBe('1 Main St, Apt 2, Springfield, IL 62701, US');
    expect(summary('address', { address1: '1 Main St', city: 'Cork', country: 'Ireland' })).toBe('1 Main St, Cork, Ireland');
  });

  it('joins checked options, name parts and date parts', () => {
    expect(summary('checkbox', ['News', ' ', 'Sales'])).toBe('News, Sales');
    expect(summary('name', { first: 'Ann', last: 'Lee' })).toBe('Ann Lee');
    expect(summary('date', { month: '3', day: '14', year: '2025' })).toBe('3/14/2025');
  });

  it('labels likert answers from -2 Strongly Disagree to 2 Strongly Agree', () => {
    const value = { A: '-2', B: '-1', C: '0', D: '1', E: '2', F: '9' };
    expect(summary('likert', value)).toBe(
      'A: Strongly Disagree\nB: Disagree\nC: Neutral\nD: Agree\nE: Strongly Agree\nF: 9',
    );
  });

  it('formats phones and times', () => {
    expect(summary('phone', ['555', '123', '4567'])).toBe('(555) 123-4567');
    expect(summary('phone', { country: '+44', areaCode: '20', prefix: '7946', line: '0958' })).toBe('+44 (20) 7946-0958');
    expect(summary('time', { hour: '9', minute: '5', second: '', ampm: 'pm' })).toBe('9:05 PM');
    expect(summary('time', { hour: '21', minute: '30', second: '7', ampm: '' })).toBe('21:30:07');
  });

  it('reads multi-part answers from values as the hosted builder stores them', () => {
    expect(summary('name', undefined, { first: 'Ann', last: 'Lee' })).toBe('Ann Lee');
    expect(summary('likert', undefined, { Fun: '2' })).toBe('Fun: Strongly Agree');
  });

  it('shows other answers as given, never throwing on junk', () => {
    expect(summary('email', ' ann@example.org')).toBe(' ann@example.org');
    expect(summary('number', 42)).toBe('42');
    expect(summary('unknown', { a: 'x', b: 1 })).toBe('x, 1');
    for (const value of [Symbol('x'), () => 1, { a: { b: 1 } }, true]) expect(() => summary('name', value)).not.toThrow();
  });
});

describe('answerText', () => {
  it("is '' for an empty answer", () => {
    expect(answerText({ type: 'text', rawTitle: 'T', value: ' ' })).toBe('');
  });
});

describe('formAnswers', () => {
  it('lists input fields in order with their titles, then answers to removed fields', () => {
    const answers = formAnswers(form(), { fullName: { first: 'Ann', last: 'Lee' }, removed: 'old' });
    expect(answers[0]).toEqual({ type: 'name', rawTitle: 'Name', value: { first: 'Ann', last: 'Lee' } });
    expect(answers.map((answer) => answer.rawTitle)).not.toContain('About you');
    expect(answers.at(-1)).toEqual({ type: 'text', rawTitle: 'removed', value: 'old' });
    expect(answers).toHaveLength(form().fields.length - 1 + 1);
  });
});
