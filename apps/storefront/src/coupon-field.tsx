/**
 * A code field with an Apply button (coupons and gift cards): Enter in the
 * field applies too. Cleared after a successful apply.
 */
import { useState } from 'react';

/** Props of {@link CodeField}. */
export interface CodeFieldProps {
  id: string;
  label: string;
  /** Applies the code; resolves true when it was accepted by the server call. */
  onApply(code: string): Promise<boolean>;
}

/** Renders the label, input and Apply button. */
export function CodeField({ id, label, onApply }: CodeFieldProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  async function apply() {
    const trimmed = code.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    const accepted = await onApply(trimmed);
    setBusy(false);
    if (accepted) setCode('');
  }
  return (
    <div className="plinth-code">
      <label className="plinth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="plinth-code__row">
        <input
          id={id}
          className="plinth-field__input"
          value={code}
          autoComplete="off"
          onChange={(event) => setCode(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <button type="button" className="plinth-button plinth-button--secondary" disabled={busy} onClick={() => void apply()}>
          Apply
        </button>
      </div>
    </div>
  );
}
