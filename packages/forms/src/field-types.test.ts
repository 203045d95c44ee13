import { describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES, MULTI_PART_FIELDS, isFormFieldType, isInputType, isMultiPartType } from './field-types.ts';

describe('field types', () => {
  it('are the editable form field types of platform.md §3, in order', () => {
    expect(FORM_FIELD_TYPES).toEqual([
      'text', 'textarea', 'email', 'currency', 'number', 'website', 'password', 'twitter', 'date', 'time',
      'name', 'address', 'phone', 'section', 'radio', 'checkbox', 'select', 'likert', 'hidden',
    ]);
  });

  it('recognise only those names', () => {
    expect(FORM_FIELD_TYPES.every(isFormFieldType)).toBe(true);
    for (const value of ['Text', 'file', '', null, 3, 'constructor']) expect(isFormFieldType(value), String(value)).toBe(false);
  });

  it('name the multi-part types and their parts', () => {
    expect(FORM_FIELD_TYPES.filter(isMultiPartType)).toEqual(['date', 'time', 'name', 'address', 'phone']);
    const names = (type: keyof typeof MULTI_PART_FIELDS) => MULTI_PART_FIELDS[type].map((part) => part.name);
    expect(names('name')).toEqual(['first', 'last']);
    expect(names('address')).toEqual(['address1', 'address2', 'city', 'state', 'zip', 'country']);
    expect(names('date')).toEqual(['month', 'day', 'year']);
    expect(names('time')).toEqual(['hour', 'minute', 'second', 'ampm']);
    expect(names('phone')).toEqual(['country', 'areaCode', 'prefix', 'line']);
  });

  it('treat only sections as taking no answer', () => {
    expect(FORM_FIELD_TYPES.filter((type) => !isInputType(type))).toEqual(['section']);
  });
});
