/**
 * One field of an additional-fields form (@plinth/forms FormField): a text
 * input, textarea (with the live 'count / max' counter), select, radio or
 * checkbox group, a multi-part group (name, address, date, time, phone), or
 * a section heading. Its error shows above the title (storefront §5).
 */
import { MULTI_PART_FIELDS, PART_LABELS, characterCounter, isMultiPartType, type FieldValue, type FormField } from '@plinth/forms';

/** Props of {@link FormFieldInput}. */
export interface FormFieldInputProps {
  /** Prefix of the element ids. */
  id: string;
  field: FormField;
  value: FieldValue | undefined;
  error?: string;
  onChange(value: FieldValue): void;
}

const INPUT_TYPES: Record<string, string> = { email: 'email', number: 'number', currency: 'text', website: 'url', password: 'password' };

/** Renders the field. */
export function FormFieldInput({ id, field, value, error, onChange }: FormFieldInputProps) {
  const inputId = `${id}-${field.id}`;
  const errorId = `${inputId}-error`;
  const describedBy = error ? errorId : undefined;
  const errorText = error && <p className="plinth-form-field__error" id={errorId} role="alert">{error}</p>;
  const title = (
    <>
      {field.title}
      {field.required && <span className="plinth-form-field__required" aria-hidden="true"> *</span>}
    </>
  );
  const description = field.description && <p className="plinth-form-field__description">{field.description}</p>;

  if (field.type === 'section') return <h3 className="plinth-form-field__section">{field.title}</h3>;

  if (field.type === 'radio' || field.type === 'checkbox' || isMultiPartType(field.type)) {
    const parts = isMultiPartType(field.type) ? MULTI_PART_FIELDS[field.type] : null;
    const record = (typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, string>;
    const list = Array.isArray(value) ? value : [];
    return (
      <fieldset className="plinth-form-field" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        {errorText}
        <legend className="plinth-form-field__title">{title}</legend>
        {description}
        {parts
          ? parts.map((part) => (
              <label key={part.name} className="plinth-form-field__part">
                <span>{(PART_LABELS as Record<string, Record<string, string>>)[field.type]?.[part.name] ?? part.name}</span>
                <input className="plinth-field__input" value={record[part.name] ?? ''} onChange={(event) => onChange({ ...record, [part.name]: event.currentTarget.value })} />
              </label>
            ))
          : (field.options ?? []).map((option) => (
              <label key={option} className="plinth-form-field__choice">
                <input
                  type={field.type}
                  name={inputId}
                  value={option}
                  checked={field.type === 'radio' ? value === option : list.includes(option)}
                  onChange={(event) =>
                    onChange(field.type === 'radio' ? option : event.currentTarget.checked ? [...list, option] : list.filter((o) => o !== option))
                  }
                />{' '}
                {option}
              </label>
            ))}
      </fieldset>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const common = { id: inputId, className: 'plinth-field__input', value: text, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, 'aria-required': field.required || undefined };
  const counter = field.maxLength ? characterCounter(text, field.maxLength) : null;
  return (
    <div className="plinth-form-field">
      {errorText}
      <label className="plinth-form-field__title" htmlFor={inputId}>{title}</label>
      {description}
      {field.type === 'select' ? (
        <select {...common} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">Select Value</option>
          {(field.options ?? []).map((option) => <option key={option} value={option}>{option}</option>)}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <input {...common} type={INPUT_TYPES[field.type] ?? 'text'} placeholder={field.placeholder} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      {counter && <p className={`plinth-form-field__counter${counter.over ? ' plinth-form-field__counter--over' : ''}`} aria-live="polite">{counter.text}</p>}
    </div>
  );
}
