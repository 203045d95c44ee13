import { describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES } from './field-types.ts';
import { FORM_MODEL_SECTIONS, FORM_TEMPLATE_SCHEMA } from './schema.ts';

const propertiesOf = (type: string) =>
  FORM_TEMPLATE_SCHEMA.fieldTypes.find((schema) => schema.type === type)?.properties.map((property) => property.name);

describe('FORM_TEMPLATE_SCHEMA', () => {
  it('groups the model in the sections build, storage, advanced, captcha, disclaimer', () => {
    expect(FORM_MODEL_SECTIONS).toEqual(['build', 'storage', 'advanced', 'captcha', 'disclaimer']);
    expect(Object.keys(FORM_TEMPLATE_SCHEMA.model)).toEqual([...FORM_MODEL_SECTIONS]);
    const names = Object.values(FORM_TEMPLATE_SCHEMA.model).flat().map((property) => property.name);
    expect(names.sort()).toEqual([
      'captchaAlignment', 'captchaEnabled', 'captchaTheme', 'fields', 'isNewsletter', 'name',
      'parsedDisclaimerMessage', 'parsedSubmissionMessage', 'submissionHTML', 'successRedirect',
    ]);
    expect(FORM_TEMPLATE_SCHEMA.model.build[0]).toEqual({ name: 'name', kind: 'string', default: 'My Form Name' });
    expect(FORM_TEMPLATE_SCHEMA.model.captcha[1]).toEqual({ name: 'captchaTheme', kind: 'enum', default: 'light', values: ['light', 'dark'] });
  });

  it('describes every editable field type with the properties it uses', () => {
    expect(FORM_TEMPLATE_SCHEMA.fieldTypes.map((schema) => schema.type)).toEqual([...FORM_FIELD_TYPES]);
    expect(propertiesOf('section')).toEqual(['id', 'title', 'description']);
    expect(propertiesOf('textarea')).toEqual(['id', 'title', 'description', 'required', 'placeholder', 'maxLength']);
    expect(propertiesOf('select')).toEqual(['id', 'title', 'description', 'required', 'options']);
    expect(propertiesOf('likert')).toEqual(['id', 'title', 'description', 'statements']);
    expect(propertiesOf('hidden')).toEqual(['id', 'title', 'description', 'value']);
    expect(propertiesOf('phone')).toEqual(['id', 'title', 'description', 'required']);
  });

  it('lists the parts of multi-part types and the likert scale', () => {
    const phone = FORM_TEMPLATE_SCHEMA.fieldTypes.find((schema) => schema.type === 'phone');
    expect(phone?.parts?.map((part) => part.name)).toEqual(['country', 'areaCode', 'prefix', 'line']);
    const likert = FORM_TEMPLATE_SCHEMA.fieldTypes.find((schema) => schema.type === 'likert');
    expect(likert?.scale?.map((choice) => choice.label)).toEqual(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
    expect(FORM_TEMPLATE_SCHEMA.fieldTypes.find((schema) => schema.type === 'section')?.input).toBe(false);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(FORM_TEMPLATE_SCHEMA))).toEqual(FORM_TEMPLATE_SCHEMA);
  });
});
