import { defineBlockKind } from '../block-kind.ts';
import { id } from '../schema-pieces.ts';

/** One of the site's forms, shown by the forms feature's island. */
export const formBlock = defineBlockKind('form', { formId: id('formId') }, {
  catalogue: { name: 'Form', about: 'One of your forms' },
  blank: { formId: '' },
  requiredChoice: { field: 'formId', message: 'Choose a form.' },
  form: [{ control: 'choice', field: 'formId', label: 'Form', list: 'forms', none: 'The site has no forms yet: make one under Forms.' }],
  partial: 'block-form.block',
});
