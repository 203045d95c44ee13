/**
 * A labelled input of the account forms (e-mail, password, code, name…), with an optional hint
 * linked by `aria-describedby`. The form's one error is shown by {@link FormAlert}.
 */
import type { HTMLAttributes } from 'react';

/** Props of {@link AccountField}. */
export interface AccountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(text: string): void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  hint?: string;
  required?: boolean;
  maxLength?: number;
  /** Focus the input when it appears (the code field, shown after the code is sent). */
  autoFocus?: boolean;
}

/** Renders the label, the input and the hint. */
export function AccountField({ id, label, value, onChange, type = 'text', autoComplete, inputMode, hint, required = true, maxLength, autoFocus }: AccountFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="plinth-field">
      <label className="plinth-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={id}
        className="plinth-field__input"
        type={type}
        value={value}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        autoFocus={autoFocus}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {hint && (
        <p className="plinth-field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled checkbox. */
export function AccountCheckbox({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <div className="plinth-checkbox">
      <input id={id} name={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The form's error (role="alert": read out as it appears), or nothing. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className="plinth-account__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** A polite status line (an e-mail sent, a change saved), or nothing. */
export function FormStatus({ message }: { message: string | null }) {
  return message ? (
    <p className="plinth-account__status" role="status">
      {message}
    </p>
  ) : null;
}

/** The form's submit button: disabled and busy while the request runs. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel?: string }) {
  return (
    <button type="submit" className="plinth-button" disabled={busy} aria-busy={busy || undefined}>
      {busy && busyLabel ? busyLabel : label}
    </button>
  );
}
