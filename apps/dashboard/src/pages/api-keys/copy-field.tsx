/**
 * A read-only text with a Copy button: the clipboard when the browser allows it, else the text is
 * selected for Ctrl+C. "Copied." is announced.
 */
import { useId, useRef, useState } from 'react';

export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('Copied.');
    } catch {
      input.current?.select();
      setStatus('Press Ctrl+C (⌘C) to copy the selected text.');
    }
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field">
        <input id={id} ref={input} className="copy-field__input" readOnly value={value} onFocus={(e) => e.currentTarget.select()} spellCheck={false} />
        <button type="button" className="button" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      {hint && <p className="field__hint">{hint}</p>}
      <p className="field__hint" role="status">
        {status}
      </p>
    </div>
  );
}
