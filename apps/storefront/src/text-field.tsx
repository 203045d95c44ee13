/**
 * A labelled text input with its error (linked by `aria-describedby` and
 * `aria-invalid`), used by the checkout forms.
 */
import type { HTMLAttributes } from 'react';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(text: string): void;
  error?: string | null;
  type?: 'text' | 'email';
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
}

/** Renders the field. */
export function TextField({ id, label, value, onChange, error, type = 'text', required, autoComplete, placeholder, inputMode, multiline }: TextFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    className: 'plinth-field__input',
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="plinth-field">
      <label className="plinth-field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} placeholder={placeholder} inputMode={inputMode} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      {error && (
        <p className="plinth-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
