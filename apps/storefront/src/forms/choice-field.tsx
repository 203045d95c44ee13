/**
 * Fields answered from the owner's options: radio buttons and checkboxes in a
 * fieldset titled by the field, or a labelled select. The error sits above
 * the title. `aria-required` goes where WAI-ARIA allows it: on a radio
 * group's fieldset (given the radiogroup role), on each checkbox of a
 * checkbox group (a fieldset's group role takes no aria-required).
 */
import { domId } from '../dom-id.ts';
import { describedBy, type FieldProps } from './field-props.ts';
import { FieldDescription, FieldError, TitleText } from './field-title.tsx';

/** The first, empty entry of a select (platform.md §9 default label). */
export const SELECT_PROMPT = 'Select Value';

/** A select field. */
export function SelectField({ inputId, field, value, error, disabled, onChange }: FieldProps) {
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  return (
    <div className="plinth-form-field plinth-form-field--select" data-field-id={field.id}>
      <FieldError id={errorId} error={error} />
      <label className="plinth-form-field__title" htmlFor={inputId}>
        <TitleText field={field} />
      </label>
      <FieldDescription id={descriptionId} field={field} />
      <select
        id={inputId}
        name={field.id}
        className="plinth-form-field__input"
        value={typeof value === 'string' ? value : ''}
        disabled={disabled}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, field.description && descriptionId)}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{SELECT_PROMPT}</option>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A radio or checkbox field: one input per option. */
export function ChoiceField({ inputId, field, value, error, disabled, onChange }: FieldProps) {
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const multiple = field.type === 'checkbox';
  const checked = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
  const toggle = (option: string, on: boolean) => {
    if (!multiple) onChange(option);
    else onChange(on ? [...checked.filter((o) => o !== option), option] : checked.filter((o) => o !== option));
  };
  return (
    <div className={`plinth-form-field plinth-form-field--${field.type}`} data-field-id={field.id}>
      <FieldError id={errorId} error={error} />
      <fieldset
        className="plinth-form-field__group"
        id={inputId}
        role={multiple ? undefined : 'radiogroup'}
        aria-describedby={describedBy(error && errorId, field.description && descriptionId)}
        aria-invalid={error ? true : undefined}
        aria-required={(!multiple && field.required) || undefined}
      >
        <legend className="plinth-form-field__title">
          <TitleText field={field} />
        </legend>
        <FieldDescription id={descriptionId} field={field} />
        {(field.options ?? []).map((option, index) => {
          const id = domId(inputId, index);
          return (
            <label key={option} className="plinth-form-field__option" htmlFor={id}>
              <input
                id={id}
                type={multiple ? 'checkbox' : 'radio'}
                name={field.id}
                value={option}
                checked={checked.includes(option)}
                disabled={disabled}
                aria-required={(multiple && field.required) || undefined}
                onChange={(event) => toggle(option, event.currentTarget.checked)}
              />
              <span>{option}</span>
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
