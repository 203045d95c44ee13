/**
 * Multi-part fields (name, address, date, time, phone): a fieldset titled by
 * the field, one labelled input per part in @plinth/forms' order, AM/PM as a
 * select. The error sits above the fieldset, so it reads before the title.
 * `aria-required` marks the parts a required answer needs (a fieldset's group
 * role takes no aria-required).
 */
import { MULTI_PART_FIELDS, PART_LABELS, type MultiPartType } from '@plinth/forms';
import { domId } from '../dom-id.ts';
import { describedBy, partsOf, type FieldProps } from './field-props.ts';
import { FieldDescription, FieldError, TitleText } from './field-title.tsx';

/** Browser autofill hints per part. */
const AUTOCOMPLETE: Record<string, string> = {
  first: 'given-name',
  last: 'family-name',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  country: 'country-name',
};

/** Parts typed as digits. */
const NUMERIC = new Set(['month', 'day', 'year', 'hour', 'minute', 'second', 'areaCode', 'prefix', 'line']);

/** A multi-part field. */
export function PartsField({ inputId, field, value, error, disabled, onChange }: FieldProps) {
  const type = field.type as MultiPartType;
  const parts = partsOf(value);
  const labels = PART_LABELS[type] as Record<string, string>;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const set = (name: string, text: string) => onChange({ ...parts, [name]: text });
  return (
    <div className={`plinth-form-field plinth-form-field--${type}`} data-field-id={field.id}>
      <FieldError id={errorId} error={error} />
      <fieldset
        className="plinth-form-field__group"
        id={inputId}
        aria-describedby={describedBy(error && errorId, field.description && descriptionId)}
        aria-invalid={error ? true : undefined}
      >
        <legend className="plinth-form-field__title">
          <TitleText field={field} />
        </legend>
        <FieldDescription id={descriptionId} field={field} />
        <div className={`plinth-form-field__parts plinth-form-field__parts--${type}`}>
          {MULTI_PART_FIELDS[type].map((part) => {
            const id = domId(inputId, part.name);
            const isCountry = type === 'phone' && part.name === 'country';
            const autoComplete = type === 'phone' ? (isCountry ? 'tel-country-code' : undefined) : AUTOCOMPLETE[part.name];
            return (
              <label key={part.name} className={`plinth-form-field__part plinth-form-field__part--${part.name}`} htmlFor={id}>
                <span className="plinth-form-field__part-label">{labels[part.name]}</span>
                {part.name === 'ampm' ? (
                  <select id={id} className="plinth-form-field__input" value={parts.ampm ?? ''} disabled={disabled} onChange={(event) => set('ampm', event.currentTarget.value)}>
                    <option value="AM">AM</option>
                    <option value="PM">PM</option>
                  </select>
                ) : (
                  <input
                    id={id}
                    className="plinth-form-field__input"
                    type={type === 'phone' ? 'tel' : 'text'}
                    inputMode={NUMERIC.has(part.name) ? 'numeric' : undefined}
                    autoComplete={autoComplete}
                    value={parts[part.name] ?? ''}
                    disabled={disabled}
                    aria-required={(field.required && part.required) || undefined}
                    onChange={(event) => set(part.name, event.currentTarget.value)}
                  />
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
