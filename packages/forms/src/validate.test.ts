import { describe, expect, it } from 'vitest';
import { form, formWith } from './test-fixtures.ts';
import { validateField, validateForm } from './validate.ts';
import type { FormFieldType } from './types.ts';

const REQUIRED = 'Required';
const INVALID = 'One or more fields is invalid, please check your entries.';
const EMAIL = 'Email is not valid. Email addresses should follow the format user@domain.com.';
const LIMIT = 'You have exceeded the character limit.';
const PARSE = 'Could not parse the form fields, please check your entries.';

const check = (type: FormFieldType, raw: unknown, extra = {}) =>
  validateField(formWith({ type, title: 'T', ...extra }).fields[0], raw);

describe('validateForm', () => {
  it('passes an empty answer set when nothing is required', () => {
    const optional = form([{ id: 'a', type: 'text', title: 'A' }, { id: 'b', type: 'email', title: 'B' }]);
    expect(validateForm(optional, {})).toEqual({ valid: true, fieldErrors: {} });
  });

  it("reports each invalid field with the form message 'One or more fields is invalid…'", () => {
    expect(validateForm(form(), { email: 'nope', message: 'x'.repeat(11) })).toEqual({
      valid: false,
      fieldErrors: { fullName: REQUIRED, email: EMAIL, message: LIMIT },
      message: INVALID,
    });
  });

  it('passes a complete, well-formed answer set', () => {
    const values = {
      fullName: { first: 'Ann', last: 'Lee' },
      email: 'ann@example.org',
      message: 'Hello',
      budget: '1,200.50',
      guests: '-3',
      site: 'example.com',
      handle: '@plinth_app',
      day: { month: '2', day: '29', year: '2024' },
      at: { hour: '9', minute: '05', second: '', ampm: 'PM' },
      home: { address1: '1 Main St', city: 'Cork', country: 'Ireland' },
      tel: ['555', '123', '4567'],
      size: 'M',
      topics: ['News'],
      colour: 'Blue',
      mood: { 'I like it': '2' },
      source: 'newsletter',
    };
    expect(validateForm(form(), values)).toEqual({ valid: true, fieldErrors: {} });
  });

  it('skips sections and ignores unknown ids', () => {
    const withSection = form([{ id: 's', type: 'section', title: 'S', required: true }]);
    expect(validateForm(withSection, { s: { junk: true }, other: 1 })).toEqual({ valid: true, fieldErrors: {} });
  });

  it('never throws on junk answers', () => {
    for (const values of [null, undefined, 'x', 42, [], [1, 2], { fullName: 7, email: [], mood: 'x', topics: { a: 1 } }]) {
      expect(() => validateForm(form(), values)).not.toThrow();
      expect(validateForm(form(), values).valid).toBe(false);
    }
  });

  it('reads own properties only, whatever the field ids', () => {
    const tricky = form([
      { id: 'constructor', type: 'text', title: 'C', required: true },
      { id: '__proto__', type: 'text', title: 'P', required: true },
    ]);
    const result = validateForm(tricky, {});
    expect(result.fieldErrors).toEqual(JSON.parse('{"constructor":"Required","__proto__":"Required"}'));
    expect(Object.getPrototypeOf(result.fieldErrors)).toBe(Object.prototype);
  });
});

describe('validateField: required', () => {
  it("gives 'Required' to empty single, select, radio and checkbox answers", () => {
    for (const type of ['text', 'textarea', 'email', 'number', 'currency', 'website', 'password', 'twitter'] as const) {
      expect(check(type, '   ', { required: true }), type).toBe(REQUIRED);
      expect(check(type, undefined, { required: true }), type).toBe(REQUIRED);
    }
    expect(check('select', '', { required: true, options: ['A'] })).toBe(REQUIRED);
    expect(check('radio', null, { required: true, options: ['A'] })).toBe(REQUIRED);
    expect(check('checkbox', [], { required: true, options: ['A'] })).toBe(REQUIRED);
    expect(check('checkbox', [' '], { required: true, options: ['A'] })).toBe(REQUIRED);
  });

  it("gives 'Required' to multi-part answers missing a required part", () => {
    expect(check('name', { first: 'Ann', last: ' ' }, { required: true })).toBe(REQUIRED);
    expect(check('date', { month: '1', day: '2' }, { required: true })).toBe(REQUIRED);
    expect(check('time', { hour: '', minute: '', ampm: 'AM' }, { required: true })).toBe(REQUIRED);
    expect(check('address', { address1: '1 Main St', country: 'US' }, { required: true })).toBe(REQUIRED);
    expect(check('phone', ['555', '', '4567'], { required: true })).toBe(REQUIRED);
  });

  it('accepts multi-part answers with their required parts', () => {
    expect(check('address', { address1: '1 Main St', city: 'Hong Kong', country: 'HK' }, { required: true })).toBeNull();
    expect(check('phone', ['555', '123', '4567'], { required: true })).toBeNull();
    expect(check('time', { hour: '9', minute: '5', ampm: '' }, { required: true })).toBeNull();
  });

  it('never requires likert, hidden or section fields', () => {
    expect(check('likert', {}, { required: true, statements: ['S'] })).toBeNull();
    expect(check('hidden', '', { required: true })).toBeNull();
    // Also for a field that skipped normalizeForm (built by hand, or stored by an older version).
    expect(validateField({ id: 'l', type: 'likert', title: 'L', required: true, statements: ['S'] }, {})).toBeNull();
    expect(validateField({ id: 'h', type: 'hidden', title: 'H', required: true }, '')).toBeNull();
  });

  it('counts a phone of 3 parts as having an empty country part', () => {
    expect(check('phone', ['555', '123'], { required: true })).toBe(PARSE);
    expect(check('phone', ['555', '123', '4567'])).toBeNull();
  });
});

describe('validateField: textarea length and e-mail', () => {
  it('rejects text over maxLength, counting characters as typed', () => {
    expect(check('textarea', 'abc', { maxLength: 3 })).toBeNull();
    expect(check('textarea', 'abcd', { maxLength: 3 })).toBe(LIMIT);
    expect(check('textarea', ' ab ', { maxLength: 3 })).toBe(LIMIT);
    expect(check('textarea', 'abcd', { maxLength: 3, required: true })).toBe(LIMIT);
    expect(check('text', 'ABCD', { maxLength: 3 })).toBe(LIMIT);
  });

  it('lets an optional, empty textarea pass whatever its length', () => {
    expect(check('textarea', '     ', { maxLength: 3 })).toBeNull();
    expect(check('textarea', '     ', { maxLength: 3, required: true })).toBe(REQUIRED);
  });

  it('checks e-mail unless optional and empty', () => {
    expect(check('email', '')).toBeNull();
    expect(check('email', 'ann@example')).toBe(EMAIL);
    expect(check('email', 'ann@example.org ')).toBeNull();
    expect(check('email', '', { required: true })).toBe(REQUIRED);
  });
});

describe('validateField: shapes', () => {
  it('gives the parse message to an answer of the wrong shape', () => {
    expect(check('text', { a: 1 })).toBe(PARSE);
    expect(check('name', 'Ann')).toBe(PARSE);
    expect(check('checkbox', [{}], { options: ['A'] })).toBe(PARSE);
  });
});
