import { describe, expect, it } from 'vitest';
import { normalizeField, normalizeFields } from './normalize-field.ts';

describe('normalizeField', () => {
  it('drops fields without a usable id or a known type', () => {
    for (const input of [null, 'x', { type: 'text' }, { id: ' ', type: 'text' }, { id: 'a'.repeat(201), type: 'text' }, { id: 'a', type: 'file' }, { id: 3, type: 'text' }]) {
      expect(normalizeField(input), JSON.stringify(input)).toBeNull();
    }
  });

  it('keeps only the properties of the type', () => {
    expect(normalizeField({ id: 'a', type: 'email', title: 'E', placeholder: 'you@x.com', options: ['x'], maxLength: 5, value: 'v' })).toEqual({
      id: 'a', type: 'email', title: 'E', required: false, placeholder: 'you@x.com',
    });
    expect(normalizeField({ id: 'c', type: 'checkbox', title: 'C', options: ['A', 'A', ' ', 3, 'B'], placeholder: 'p' })).toEqual({
      id: 'c', type: 'checkbox', title: 'C', required: false, options: ['A', 'B'],
    });
    expect(normalizeField({ id: 'l', type: 'likert', statements: ['S1', 'S1', 'S2'], required: true })).toEqual({
      id: 'l', type: 'likert', title: '', required: false, statements: ['S1', 'S2'],
    });
    expect(normalizeField({ id: 'h', type: 'hidden', required: true })).toEqual({ id: 'h', type: 'hidden', title: '', required: false, value: '' });
    expect(normalizeField({ id: 's', type: 'section', title: 'Part 2', description: 'More', required: true })).toEqual({
      id: 's', type: 'section', title: 'Part 2', description: 'More', required: false,
    });
    expect(normalizeField({ id: 'r', type: 'radio', required: 'true' })).toEqual({ id: 'r', type: 'radio', title: '', required: false, options: [] });
  });

  it('accepts a positive whole maxLength on text and textarea, capped at 10,000', () => {
    const max = (maxLength: unknown, type = 'textarea') => normalizeField({ id: 't', type, maxLength })?.maxLength;
    expect(max(500)).toBe(500);
    expect(max(3, 'text')).toBe(3);
    expect(max(50_000)).toBe(10_000);
    for (const bad of [0, -1, 2.5, '500', NaN, Infinity]) expect(max(bad), String(bad)).toBeUndefined();
  });
});

describe('normalizeFields', () => {
  it('keeps the first field of each id, in order', () => {
    const fields = normalizeFields([
      { id: 'a', type: 'text', title: 'First' },
      { id: 'b', type: 'nope' },
      { id: 'a', type: 'email', title: 'Second' },
      { id: 'c', type: 'number' },
    ]);
    expect(fields.map((field) => `${field.id}:${field.type}`)).toEqual(['a:text', 'c:number']);
    expect(normalizeFields('x')).toEqual([]);
  });
});
