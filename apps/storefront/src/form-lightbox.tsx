/**
 * The additional-fields lightbox (storefront §2, §4, §9), a lazy chunk: a
 * modal dialog with the product's form. The content keeps a top margin of at
 * least 50 px, re-laid out by a 100 ms resize emitter; focus is trapped;
 * Escape and the close button (Enter or Space) close it. Submitting validates
 * the answers with @plinth/forms, then runs `submit` ('Saving…' meanwhile);
 * its error text, if any, is shown in the dialog.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { recordOverlay } from '@plinth/api/client/routes/recordOverlay';
import { FORM_MESSAGES, normalizeForm, validateForm, type FieldErrors, type FormValues } from '@plinth/forms';
import { recordCensus } from './analytics/start.ts';
import { FormFieldInput } from './form-field-input.tsx';
import { createResizeEmitter, isActivationKey, lightboxTopMargin, trapFocus } from './lightbox-layout.ts';

/** A form as the product context carries it (`ProductForm` of apps/server/src/features/forms/product-forms.ts). */
export interface LightboxForm {
  id: string;
  name: string;
  fields: unknown[];
}

/** Props of {@link FormLightbox}. */
export interface FormLightboxProps {
  form: LightboxForm;
  /** Answers to start with (editing an entry). */
  initial?: FormValues;
  /** Button text (default 'Add to Cart'). */
  submitText?: string;
  /** Saves the answers (JSON string); resolves an error text, or null when done. */
  submit(additionalFields: string): Promise<string | null>;
  /** Closed, after a successful submit (`true`) or without one. */
  onClose(submitted: boolean): void;
}

/** Renders the dialog. */
export function FormLightbox({ form: raw, initial = {}, submitText = 'Add to Cart', submit, onClose }: FormLightboxProps) {
  const form = normalizeForm(raw);
  // The lightbox is an overlay: counted once per opening (`recordOverlay`).
  useEffect(() => {
    void recordCensus(recordOverlay.path, 'overlay', { overlay: 'form-lightbox', formId: raw.id });
  }, [raw.id]);
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [top, setTop] = useState(50);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const layout = () => setTop(lightboxTopMargin(window.innerHeight, dialog.current?.offsetHeight ?? 0));
    layout();
    closeButton.current?.focus();
    return createResizeEmitter(window, layout);
  }, []);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    return () => opener?.focus?.();
  }, []);

  async function save() {
    if (saving) return;
    const checked = validateForm(form, values);
    setErrors(checked.fieldErrors);
    if (!checked.valid) return setMessage(checked.message ?? FORM_MESSAGES.fieldsInvalid);
    setMessage(null);
    setSaving(true);
    const failure = await submit(JSON.stringify(values));
    setSaving(false);
    if (failure) return setMessage(failure);
    onClose(true);
  }

  const titleId = `plinth-lightbox-${form.id}-title`;
  return (
    <div
      className="plinth-lightbox"
      onMouseDown={(event) => event.target === event.currentTarget && onClose(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') return onClose(false);
        if (dialog.current && trapFocus(dialog.current, event, document.activeElement)) event.preventDefault();
      }}
    >
      <div ref={dialog} className="plinth-lightbox__content" role="dialog" aria-modal="true" aria-labelledby={titleId} style={{ marginTop: top }}>
        <button
          type="button"
          ref={closeButton}
          className="plinth-lightbox__close"
          aria-label="Close"
          onClick={() => onClose(false)}
          onKeyDown={(event) => {
            if (isActivationKey(event.key)) {
              event.preventDefault();
              onClose(false);
            }
          }}
        >
          ×
        </button>
        <h2 className="plinth-lightbox__title" id={titleId}>{form.name}</h2>
        <form
          className="plinth-lightbox__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {form.fields.map((field) => (
            <FormFieldInput key={field.id} id={`plinth-lightbox-${form.id}`} field={field} value={values[field.id]} error={errors[field.id]} onChange={(value) => setValues((current) => ({ ...current, [field.id]: value }))} />
          ))}
          {message && <p className="plinth-lightbox__message" role="alert">{message}</p>}
          <button type="submit" className="plinth-lightbox__submit" disabled={saving} aria-busy={saving}>
            {saving ? FORM_MESSAGES.saving : submitText}
          </button>
        </form>
      </div>
    </div>
  );
}

/**
 * Opens the lightbox in a new element at the end of `<body>` and removes it on close.
 * @returns true when the form was submitted, false when it was closed without
 */
export function openFormLightbox(options: Omit<FormLightboxProps, 'onClose'>): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const close = (submitted: boolean) => {
      root.unmount();
      host.remove();
      resolve(submitted);
    };
    root.render(<FormLightbox {...options} onClose={close} />);
  });
}

/** Parses stored answers (the entry's `additionalFields` JSON); {} when absent or unreadable. */
export function parseAnswers(additionalFields: string | null): FormValues {
  if (!additionalFields) return {};
  try {
    const parsed: unknown = JSON.parse(additionalFields);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as FormValues) : {};
  } catch {
    return {};
  }
}
