import type { FormField } from '@plinth/forms';
import { describe, expect, it } from 'vitest';
import { addField, changeField, linesToList, moveField, newFieldId, removeField } from './form-draft.ts';

const f = (id: string, extra: Partial<FormField> = {}): FormField => ({ id, type: 'text', title: id, required: false, ...extra });

describe('form draft', () => {
  it('adds a text field with an unused id', () => {
    expect(newFieldId([f('field-2')])).toBe('field-3');
    expect(newFieldId([f('a'), f('field-3')])).toBe('field-4');
    expect(addField([f('a')])).toEqual([f('a'), { id: 'field-2', type: 'text', title: 'New field', required: false }]);
  });

  it('removes and reorders fields, leaving the ends alone', () => {
    const fields = [f('a'), f('b'), f('c')];
    expect(removeField(fields, 1).map((x) => x.id)).toEqual(['a', 'c']);
    expect(moveField(fields, 2, -1).map((x) => x.id)).toEqual(['a', 'c', 'b']);
    expect(moveField(fields, 0, 1).map((x) => x.id)).toEqual(['b', 'a', 'c']);
    expect(moveField(fields, 0, -1).map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(moveField(fields, 2, 1).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });

  it('clears required for sections, likert and hidden; seeds options and statements', () => {
    expect(changeField([f('a', { required: true })], 0, { type: 'section' })[0].required).toBe(false);
    expect(changeField([f('a')], 0, { type: 'select' })[0].options).toEqual(['Option 1', 'Option 2']);
    expect(changeField([f('a')], 0, { type: 'likert' })[0].statements).toEqual(['Statement 1']);
    expect(changeField([f('a'), f('b')], 1, { title: 'Email', required: true })[1]).toEqual(f('b', { title: 'Email', required: true }));
  });

  it('reads options one per line', () => {
    expect(linesToList('Red\n\n Blue \n')).toEqual(['Red', 'Blue']);
  });
});
