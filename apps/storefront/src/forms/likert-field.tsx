/**
 * A likert field (platform.md §9): each statement answered from -2 (Strongly
 * Disagree) to 2 (Strongly Agree), as a radio group per statement. Likert
 * fields are never required.
 */
import { LIKERT_CHOICES } from '@plinth/forms';
import { domId } from '../dom-id.ts';
import { describedBy, partsOf, type FieldProps } from './field-props.ts';
import { FieldDescription, FieldError, TitleText } from './field-title.tsx';

/** A likert field. */
export function LikertField({ inputId, field, value, error, disabled, onChange }: FieldProps) {
  const answers = partsOf(value);
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  return (
    <div className="plinth-form-field plinth-form-field--likert" data-field-id={field.id}>
      <FieldError id={errorId} error={error} />
      <fieldset className="plinth-form-field__group" id={inputId} aria-describedby={describedBy(error && errorId, field.description && descriptionId)} aria-invalid={error ? true : undefined}>
        <legend className="plinth-form-field__title">
          <TitleText field={field} />
        </legend>
        <FieldDescription id={descriptionId} field={field} />
        {(field.statements ?? []).map((statement, row) => {
          const statementId = domId(inputId, row, 'statement');
          return (
            <div key={statement} className="plinth-form-field__likert-row" role="radiogroup" aria-labelledby={statementId}>
              <p className="plinth-form-field__likert-statement" id={statementId}>
                {statement}
              </p>
              <div className="plinth-form-field__likert-choices">
                {LIKERT_CHOICES.map((choice) => {
                  const id = domId(inputId, row, choice.value);
                  return (
                    <label key={choice.value} className="plinth-form-field__option plinth-form-field__likert-choice" htmlFor={id}>
                      <input
                        id={id}
                        type="radio"
                        name={domId(field.id, row)}
                        value={choice.value}
                        checked={answers[statement] === choice.value}
                        disabled={disabled}
                        onChange={() => onChange({ ...answers, [statement]: choice.value })}
                      />
                      <span>{choice.label}</span>
                    </label>
                  );
                })}
              </div>
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
