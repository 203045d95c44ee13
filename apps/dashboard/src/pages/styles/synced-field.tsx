/**
 * A text field that shows a value kept elsewhere (a part of the colour being picked) and lets the
 * owner type a new one: while it has focus the owner's text stays as typed, even when it is not
 * (yet) a valid value; otherwise it follows the value (the colour map moved, a swatch was chosen).
 */
import { useEffect, useRef, useState } from 'react';

export interface SyncedFieldProps {
  label: string;
  value: string;
  /** Takes the typed text; answers why it is refused, or null when it was taken. */
  onText(text: string): string | null;
  onProblem(problem: string | null): void;
  inputMode?: 'decimal' | 'numeric' | 'text';
  size?: number;
}

export function SyncedField({ label, value, onText, onProblem, inputMode = 'decimal', size = 5 }: SyncedFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (document.activeElement !== input.current) {
      setText(value);
      setInvalid(false);
    }
  }, [value]);
  return (
    <label className="field field--compact">
      <span className="field__label">{label}</span>
      <input
        ref={input}
        value={text}
        size={size}
        inputMode={inputMode}
        spellCheck={false}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setText(event.target.value);
          const problem = onText(event.target.value);
          setInvalid(problem !== null);
          onProblem(problem);
        }}
        onBlur={() => {
          // Leaving a refused value shows the colour as it is again; the message stays until the next change.
          if (invalid) setText(value);
          setInvalid(false);
        }}
      />
    </label>
  );
}
