/**
 * One field of a site form, by type (platform.md §3 editable field types):
 * a section is a heading with no input, a hidden field renders nothing (its
 * value travels in the form's state), every other type gets its input.
 */
import { isMultiPartType } from '@plinth/forms';
import { ChoiceField, SelectField } from './choice-field.tsx';
import type { FieldProps } from './field-props.ts';
import { LikertField } from './likert-field.tsx';
import { PartsField } from './parts-field.tsx';
import { TextField } from './text-field.tsx';

/** Renders `props.field`. */
export function FormField(props: FieldProps) {
  const { field } = props;
  if (field.type === 'hidden') return null;
  if (field.type === 'section') {
    return (
      <div className="plinth-form-section" data-field-id={field.id}>
        <h3 className="plinth-form-section__title">{field.title}</h3>
        {field.description && <p className="plinth-form-section__description">{field.description}</p>}
      </div>
    );
  }
  if (isMultiPartType(field.type)) return <PartsField {...props} />;
  if (field.type === 'radio' || field.type === 'checkbox') return <ChoiceField {...props} />;
  if (field.type === 'select') return <SelectField {...props} />;
  if (field.type === 'likert') return <LikertField {...props} />;
  return <TextField {...props} />;
}
