import { describe, expect, it } from 'vitest';
import { canonicalValues, coerceFieldValue, emptyValue, isEmptyValue, normalizePhoneParts, readValue } from './field-values.ts';
import { form, formWith } from './test-fixtures.ts';
import type { FormFieldType } from './types.ts';

const field = (type: FormFieldType, extra = {}) => formWith({ type, title: 'T', ...extra }).fields[0];
const coerce = (type: FormFieldType, raw: unknown, extra = {}) => coerceFieldValue(field(type, extra), raw);

describe('normalizePhoneParts', () => {
  it('adds an empty leading part to 3 parts only', () => {
    expect(normalizePhoneParts(['555', '123', '4567'])).toEqual(['', '555', '123', '4567']);
    expect(normalizePhoneParts(['1', '555', '123', '4567'])).toEqual(['1', '555', '123', '4567']);
    expect(normalizePhoneParts(['1', '2'])).toEqual(['1', '2']);
  });
});

describe('coerceFieldValue', () => {
  it('keeps text as typed and reads numbers as text', () => {
    expect(coerce('text', '  hi  ')).toEqual({ ok: true, value: '  hi  ' });
    expect(coerce('number', 42)).toEqual({ ok: true, value: '42' });
    expect(coerce('email', undefined)).toEqual({ ok: true, value: '' });
    expect(coerce('email', null)).toEqual({ ok: true, value: '' });
  });

  it('reports wrong shapes', () => {
    for (const raw of [{}, ['a'], true, NaN, () => 1]) expect(coerce('text', raw).ok).toBe(false);
    expect(coerce('checkbox', [1, {}]).ok).toBe(false);
    expect(coerce('name', 'Ann Lee').ok).toBe(false);
    expect(coerce('name', { first: { x: 1 } }).ok).toBe(false);
    expect(coerce('phone', ['1', '2']).ok).toBe(false);
    expect(coerce('likert', ['2'], { statements: ['s'] }).ok).toBe(false);
  });

  it('gives every multi-part answer all its parts, extra keys dropped', () => {
    expect(coerce('name', { first: 'Ann', middle: 'X' })).toEqual({ ok: true, value: { first: 'Ann', last: '' } });
    expect(coerce('date', { month: 3, day: 14, year: 2025 })).toEqual({
      ok: true,
      value: { month: '3', day: '14', year: '2025' },
    });
    expect(coerce('time', undefined)).toEqual({ ok: true, value: { hour: '', minute: '', second: '', ampm: '' } });
  });

  it('reads a phone as 3 or 4 parts or as a record', () => {
    const value = { country: '', areaCode: '555', prefix: '123', line: '4567' };
    expect(coerce('phone', ['555', '123', '4567'])).toEqual({ ok: true, value });
    expect(coerce('phone', ['', '555', '123', '4567'])).toEqual({ ok: true, value });
    expect(coerce('phone', { areaCode: '555', prefix: '123', line: '4567' })).toEqual({ ok: true, value });
  });

  it('reads checked options as a list, one string as a list of one', () => {
    expect(coerce('checkbox', ['News', 'Sales'])).toEqual({ ok: true, value: ['News', 'Sales'] });
    expect(coerce('checkbox', 'News')).toEqual({ ok: true, value: ['News'] });
    expect(coerce('checkbox', '')).toEqual({ ok: true, value: [] });
  });

  it('keeps likert answers to the asked statements, in their order', () => {
    const statements = ['A', 'B', 'C'];
    expect(coerce('likert', { C: -1, A: '2', Z: '0', B: '' }, { statements })).toEqual({
      ok: true,
      value: { A: '2', C: '-1' },
    });
  });

  it("gives a hidden field its own value when none is sent, and the page's when one is", () => {
    expect(coerce('hidden', undefined, { value: 'ad' })).toEqual({ ok: true, value: 'ad' });
    expect(coerce('hidden', 'mail', { value: 'ad' })).toEqual({ ok: true, value: 'mail' });
    expect(emptyValue(field('hidden', { value: 'ad' }))).toBe('ad');
  });
});

describe('isEmptyValue', () => {
  it('checks text trimmed', () => {
    expect(isEmptyValue(field('text'), ' \n\t')).toBe(true);
    expect(isEmptyValue(field('text'), ' a ')).toBe(false);
    expect(isEmptyValue(field('checkbox'), ['', ' '])).toBe(true);
  });

  it('ignores pre-filled parts alone', () => {
    expect(isEmptyValue(field('time'), { hour: '', minute: '', second: '', ampm: 'AM' })).toBe(true);
    expect(isEmptyValue(field('address'), { address1: '', address2: '', city: '', state: '', zip: '', country: 'US' })).toBe(true);
    expect(isEmptyValue(field('phone'), { country: '1', areaCode: '', prefix: '', line: '' })).toBe(true);
    expect(isEmptyValue(field('name'), { first: '', last: 'Lee' })).toBe(false);
    expect(isEmptyValue(field('likert'), {})).toBe(true);
  });
});

describe('readValue and canonicalValues', () => {
  it('read own properties only', () => {
    expect(readValue({}, 'constructor')).toBeUndefined();
    expect(readValue(null, 'a')).toBeUndefined();
    expect(readValue(['x'], '0')).toBeUndefined();
  });

  it('keep every input field in form order, canonical, and drop sections and unknown ids', () => {
    const values = canonicalValues(form(), { email: 'a@b.co', unknown: 'x', intro: 'y', tel: ['555', '123', '4567'], guests: {} });
    expect(Object.keys(values)).toEqual([
      'fullName', 'email', 'message', 'nickname', 'budget', 'guests', 'site', 'secret', 'handle', 'day', 'at',
      'home', 'tel', 'size', 'topics', 'colour', 'mood', 'source',
    ]);
    expect(values.email).toBe('a@b.co');
    expect(values.guests).toBe('');
    expect(values.tel).toEqual({ country: '', areaCode: '555', prefix: '123', line: '4567' });
    expect(values.topics).toEqual([]);
    expect(values.source).toBe('ad');
    expect(canonicalValues(form(), 'junk').fullName).toEqual({ first: '', last: '' });
  });
});
