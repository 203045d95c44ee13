/**
 * One labelled field of the setup form with its hint and, when the check refuses it, the refusal
 * right under it: the input is marked invalid and described by the refusal, so a screen reader reads
 * it on focus (and the form focuses the first refused field).
 */
import type { ReactNode } from 'react';

/** What the field hands its control: ids and the invalid state. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Props of {@link SetupField}. */
export interface SetupFieldProps {
  id: string;
  label: string;
  hint?: string;
  problem?: string | undefined;
  children(props: ControlProps): ReactNode;
}

export function SetupField({ id, label, hint, problem, children }: SetupFieldProps) {
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, ...(problem ? { 'aria-invalid': true } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {problem && (
        <span className="field__problem" id={`${id}-problem`}>
          {problem}
        </span>
      )}
    </div>
  );
}
