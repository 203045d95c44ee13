/**
 * One-input fields: text, email, currency, number, website, password,
 * twitter, and the textarea with its live 'count / max' counter (storefront.md
 * §2). The counter is shown instead of a `maxlength` attribute, which would cut
 * the text silently: over the maximum it reads as an error.
 */
import { characterCounter, type FormFieldType } from '@plinth/forms';
import { describedBy, type FieldProps } from './field-props.ts';
import { FieldDescription, FieldError, TitleText } from './field-title.tsx';

/** The HTML input type and the mobile keyboard of each one-input field type. */
const INPUTS: Partial<Record<FormFieldType, { type: string; inputMode?: 'decimal' | 'email' | 'url'; autoComplete?: string }>> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  currency: { type: 'text', inputMode: 'decimal' },
  number: { type: 'text', inputMode: 'decimal' },
  website: { type: 'url', inputMode: 'url', autoComplete: 'url' },
  password: { type: 'password', autoComplete: 'off' },
  twitter: { type: 'text' },
};

/** A labelled input or textarea; its error above the title. */
export function TextField({ inputId, field, value, error, disabled, onChange }: FieldProps) {
  const text = typeof value === 'string' ? value : '';
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const counterId = `${inputId}-counter`;
  const counter = field.maxLength ? characterCounter(text, field.maxLength) : null;
  const common = {
    id: inputId,
    name: field.id,
    className: 'plinth-form-field__input',
    value: text,
    disabled,
    placeholder: field.placeholder,
    'aria-required': field.required || undefined,
    'aria-invalid': error || counter?.over ? true : undefined,
    'aria-describedby': describedBy(error && errorId, field.description && descriptionId, counter ? counterId : undefined),
  } as const;
  const input = INPUTS[field.type] ?? { type: 'text' };
  return (
    <div className={`plinth-form-field plinth-form-field--${field.type}`} data-field-id={field.id}>
      <FieldError id={errorId} error={error} />
      <label className="plinth-form-field__title" htmlFor={inputId}>
        <TitleText field={field} />
      </label>
      <FieldDescription id={descriptionId} field={field} />
      {field.type === 'textarea' ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <input {...common} type={input.type} inputMode={input.inputMode} autoComplete={input.autoComplete} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      {counter && (
        <p className={`plinth-form-field__counter${counter.over ? ' plinth-form-field__counter--over' : ''}`} id={counterId} aria-live="polite">
          {counter.text}
        </p>
      )}
    </div>
  );
}
