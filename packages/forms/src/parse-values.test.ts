import { describe, expect, it } from 'vitest';
import { MAX_FIELDS, MAX_FORM_JSON_LENGTH, MAX_LIST_ITEMS, MAX_VALUE_LENGTH } from './limits.ts';
import { parseFormValues } from './parse-values.ts';

const PARSE = 'Could not parse the form fields, please check your entries.';

describe('parseFormValues', () => {
  it('reads an object or its JSON text', () => {
    const values = { email: 'a@b.co', topics: ['News'], name: { first: 'Ann', last: null }, n: 3, gone: null };
    const expected = { email: 'a@b.co', topics: ['News'], name: { first: 'Ann', last: '' }, n: '3', gone: '' };
    expect(parseFormValues(values)).toEqual({ ok: true, values: expected });
    expect(parseFormValues(JSON.stringify(values))).toEqual({ ok: true, values: expected });
  });

  it('pins the limits', () => {
    expect({ MAX_FIELDS, MAX_VALUE_LENGTH, MAX_LIST_ITEMS, MAX_FORM_JSON_LENGTH }).toEqual({
      MAX_FIELDS: 200,
      MAX_VALUE_LENGTH: 10_000,
      MAX_LIST_ITEMS: 100,
      MAX_FORM_JSON_LENGTH: 100_000,
    });
  });

  it('fails with the parse message on junk, never throwing', () => {
    const cases: [unknown, string][] = [
      ['{not json', 'form is not JSON'],
      ['[1,2]', 'form is not an object of field id to value'],
      [null, 'form is not an object of field id to value'],
      [42, 'form is not an object of field id to value'],
      [{ a: true }, 'field "a" has a value of the wrong shape or size'],
      [{ a: [[1]] }, 'field "a" has a value of the wrong shape or size'],
      [{ a: { b: { c: 1 } } }, 'field "a" has a value of the wrong shape or size'],
      [{ a: Infinity }, 'field "a" has a value of the wrong shape or size'],
    ];
    for (const [input, detail] of cases) expect(parseFormValues(input)).toEqual({ ok: false, message: PARSE, detail });
  });

  it('enforces each limit at its edge', () => {
    const fields = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, 'x']));
    expect(parseFormValues(fields(MAX_FIELDS)).ok).toBe(true);
    expect(parseFormValues(fields(MAX_FIELDS + 1))).toMatchObject({ ok: false, detail: 'form has over 200 fields' });
    expect(parseFormValues({ a: 'x'.repeat(MAX_VALUE_LENGTH) }).ok).toBe(true);
    expect(parseFormValues({ a: 'x'.repeat(MAX_VALUE_LENGTH + 1) }).ok).toBe(false);
    expect(parseFormValues({ a: Array(MAX_LIST_ITEMS).fill('x') }).ok).toBe(true);
    expect(parseFormValues({ a: Array(MAX_LIST_ITEMS + 1).fill('x') }).ok).toBe(false);
    expect(parseFormValues({ ['k'.repeat(201)]: 'x' })).toMatchObject({ ok: false, detail: 'field id over 200 characters' });
    const long = JSON.stringify({ a: 'x'.repeat(MAX_FORM_JSON_LENGTH) });
    expect(parseFormValues(long)).toMatchObject({ ok: false, detail: 'form JSON is over 100000 characters' });
  });

  it("keeps a '__proto__' key as plain data", () => {
    const parsed = parseFormValues('{"__proto__":"x","a":{"__proto__":"y"}}');
    expect(parsed.ok && Object.getPrototypeOf(parsed.values)).toBe(Object.prototype);
    expect(parsed.ok && Object.keys(parsed.values)).toEqual(['__proto__', 'a']);
  });
});
