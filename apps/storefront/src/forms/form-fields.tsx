/** The fields of a form, in order, each with its error from the last submission. */
import type { FieldErrors, FieldValue, FormModel, FormValues } from '@plinth/forms';
import { domId } from '../dom-id.ts';
import { FormField } from './form-field.tsx';

export interface FormFieldsProps {
  form: FormModel;
  values: FormValues;
  errors: FieldErrors | undefined;
  disabled: boolean;
  setValue(id: string, value: FieldValue): void;
}

/** Every field of `form`. */
export function FormFields({ form, values, errors, disabled, setValue }: FormFieldsProps) {
  return (
    <>
      {form.fields.map((field) => (
        <FormField
          key={field.id}
          inputId={domId('plinth-form', form.id, field.id)}
          field={field}
          value={values[field.id] ?? ''}
          error={errors?.[field.id]}
          disabled={disabled}
          onChange={(value) => setValue(field.id, value)}
        />
      ))}
    </>
  );
}
