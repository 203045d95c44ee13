/** The plain inputs of the block forms: a labelled text box, text area, number box and select. */
import { EDITOR_LIMITS } from '@plinth/api';
import { useId, type ReactNode } from 'react';

/**
 * A labelled field: the label names only the control (`htmlFor`, so a select's options or a hint
 * never join its name); the hint describes it.
 */
export function Field({ label, hint, children }: { label: string; hint?: ReactNode; children(props: { id: string; 'aria-describedby'?: string }): ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {children({ id, 'aria-describedby': hint ? `${id}-hint` : undefined })}
    </div>
  );
}

export function TextInput({ label, value, onChange, max = EDITOR_LIMITS.maxShortText, hint }: { label: string; value: string; onChange(v: string): void; max?: number; hint?: ReactNode }) {
  return <Field label={label} hint={hint}>{(props) => <input {...props} value={value} maxLength={max} onChange={(e) => onChange(e.target.value)} />}</Field>;
}

export function TextArea({ label, value, onChange, max = EDITOR_LIMITS.maxLongText, rows = 3 }: { label: string; value: string; onChange(v: string): void; max?: number; rows?: number }) {
  return <Field label={label}>{(props) => <textarea {...props} rows={rows} value={value} maxLength={max} onChange={(e) => onChange(e.target.value)} />}</Field>;
}

/** A number input that leaves the block alone while the typed text is not a number yet. */
export function NumberInput({ label, value, min, max, step = 1, onChange, hint }: { label: string; value: number | null; min: number; max: number; step?: number; onChange(v: number | null): void; hint?: string }) {
  return (
    <Field label={label} hint={hint}>
      {(props) => (
        <input
          {...props}
          type="number"
          className="input--step"
          value={value ?? ''}
          min={min}
          max={max}
          step={step}
          onChange={(e) => {
            if (e.target.value === '') return onChange(null);
            const n = Number(e.target.value);
            if (Number.isFinite(n)) onChange(Math.min(max, Math.max(min, n)));
          }}
        />
      )}
    </Field>
  );
}

export function Select<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: ReadonlyArray<readonly [V, string]>; onChange(v: V): void }) {
  return (
    <Field label={label}>
      {(props) => (
        <select {...props} value={value} onChange={(e) => onChange(e.target.value as V)}>
          {options.map(([v, words]) => (
            <option key={v} value={v}>
              {words}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
