/**
 * The parts every field shares, in reading order: the error ABOVE the title
 * (storefront.md §5), the title itself (a label or a legend), the description.
 */
import type { ReactNode } from 'react';
import type { FormField } from '@plinth/forms';

/** The error of a field, above its title; its id links it to the input through aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p className="plinth-form-field__error" id={id}>
      {error}
    </p>
  );
}

/** The visible title text, with the required marker. */
export function TitleText({ field }: { field: FormField }): ReactNode {
  return (
    <>
      {field.title}
      {field.required && (
        <span className="plinth-form-field__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  );
}

/** The field's description under its title, if it has one. */
export function FieldDescription({ id, field }: { id: string; field: FormField }) {
  if (!field.description) return null;
  return (
    <p className="plinth-form-field__description" id={id}>
      {field.description}
    </p>
  );
}
