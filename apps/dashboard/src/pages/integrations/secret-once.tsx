/** A new webhook's signing secret, shown this once, with Copy; focus moves to it so it is not missed. */
import { useEffect, useId, useRef, useState } from 'react';

export function SecretOnce({ url, secret, onDone }: { url: string; secret: string; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <div className="notice integration__secret" role="region" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="integration__subtitle">
        Signing secret for {url}
      </h3>
      <p>Copy it now: it is shown only this once. Your receiver checks each call's Plinth-Signature with it.</p>
      <div className="integration__copy">
        <label className="visually-hidden" htmlFor={`${id}-secret`}>
          Signing secret
        </label>
        <input id={`${id}-secret`} ref={field} readOnly value={secret} spellCheck={false} />
        <button
          type="button"
          className="button"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(secret);
              setCopied(true);
            } catch {
              field.current?.select();
            }
          }}
        >
          Copy
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          Done
        </button>
      </div>
      <p role="status" className="field__hint">
        {copied ? 'Copied.' : ''}
      </p>
    </div>
  );
}
