import { createFormModel } from '@plinth/forms';
import { describe, expect, it } from 'vitest';
import { initialValues } from './initial-values.ts';

describe('initialValues', () => {
  it('starts every input empty, a hidden field with its value, a time at AM, and leaves sections out', () => {
    const form = createFormModel({
      id: 'f',
      fields: [
        { id: 's', type: 'section', title: 'S' },
        { id: 't', type: 'text', title: 'T' },
        { id: 'c', type: 'checkbox', title: 'C', options: ['a'] },
        { id: 'h', type: 'hidden', title: 'H', value: 'web' },
        { id: 'tm', type: 'time', title: 'Time' },
      ],
    });
    expect(initialValues(form)).toEqual({ t: '', c: [], h: 'web', tm: { hour: '', minute: '', second: '', ampm: 'AM' } });
  });
});
