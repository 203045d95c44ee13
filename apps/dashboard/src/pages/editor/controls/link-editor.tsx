/**
 * The link editor (platform.md §2): a modal dialog with the types Page, Web Address, Email, Phone and
 * File, Link Name and Open in New Window; an e-mail link also has Subject, CC, BCC and Body. What
 * was typed for one type stays when the owner tries another. Save checks the fields
 * (link-form.ts) and names each wrong one beside it; focus goes to the first.
 */
import { EDITOR_LIMITS, LINK_KINDS, type LinkKind } from '@plinth/api';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MediaPickerDialog } from '../../../components/media-picker/media-picker-dialog.tsx';
import type { LinkEditorProps } from './index.ts';
import { EMPTY_FORM, formFromLink, linkFromForm, type LinkField, type LinkForm, type LinkProblems } from './link-form.ts';
import { EXAMPLE_EMAIL, EXAMPLE_HOST, EXAMPLE_URL } from './words.ts';
import './controls.css';

export const KIND_LABELS: Record<LinkKind, string> = { page: 'Page', web: 'Web Address', email: 'Email', phone: 'Phone', file: 'File' };

export function LinkEditor({ open, value, pages, onSave, onRemove, onClose }: LinkEditorProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [form, setForm] = useState<LinkForm>(() => formFromLink(value));
  const [problems, setProblems] = useState<LinkProblems>({});
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) {
      setForm(formFromLink(value));
      setProblems({});
      if (!element.open) element.showModal();
      element.querySelector<HTMLInputElement>('input[name$="-kind"]:checked')?.focus();
      // Focus goes back to whatever opened the dialog when it closes (the native dialog does that).
    } else if (element.open) element.close();
    // The value is read when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  /** A field's message goes as soon as the owner changes that field. */
  const settle = (field?: LinkField) => field && problems[field] && setProblems((old) => ({ ...old, [field]: undefined, link: undefined }));
  const set = (changes: Partial<LinkForm>, field?: LinkField) => {
    setForm((old) => ({ ...old, ...changes }));
    settle(field);
  };
  const setEmail = (changes: Partial<LinkForm['email']>, field?: LinkField) => {
    setForm((old) => ({ ...old, email: { ...old.email, ...changes } }));
    settle(field);
  };
  const fieldId = (field: LinkField) => `${id}-${field}`;
  const problemOf = (field: LinkField) => problems[field];
  const described = (field: LinkField, hint?: string) => ({
    id: fieldId(field),
    'aria-invalid': problemOf(field) ? true : undefined,
    'aria-describedby': [problemOf(field) ? `${fieldId(field)}-problem` : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = linkFromForm(form, pages);
    if ('link' in result) {
      setProblems({});
      onSave(result.link);
      return;
    }
    setProblems(result.problems);
    // Focus the first wrong field once it is marked.
    requestAnimationFrame(() => dialog.current?.querySelector<HTMLElement>('[aria-invalid="true"], .link-editor__problem--form')?.focus());
  };

  const kind = form.kind as LinkKind;
  return (
    <>
      <dialog
        ref={dialog}
        className="dialog link-editor"
        aria-labelledby={`${id}-title`}
        onCancel={(event) => {
          event.preventDefault();
          // Escape in the file picker on top closes only the picker.
          if (event.target === event.currentTarget) onClose();
        }}
      >
        {open && (
          <form onSubmit={submit} noValidate className="link-editor__form">
            <h2 id={`${id}-title`} className="dialog__title">
              {value?.href ? 'Edit link' : 'Add link'}
            </h2>
            <fieldset className="link-editor__kinds" aria-describedby={problemOf('kind') ? `${fieldId('kind')}-problem` : undefined}>
              <legend className="field__label">Link to</legend>
              {LINK_KINDS.map((k) => (
                <label key={k} className="link-editor__kind">
                  <input type="radio" name={`${id}-kind`} value={k} checked={form.kind === k} onChange={() => set({ kind: k }, 'kind')} />
                  {KIND_LABELS[k]}
                </label>
              ))}
            </fieldset>
            <Problem id={`${fieldId('kind')}-problem`} text={problemOf('kind')} />

            {kind === 'page' && (
              <Field label="Page" id={fieldId('page')} problem={problemOf('page')}>
                <select {...described('page')} value={form.page} onChange={(e) => set({ page: e.target.value }, 'page')}>
                  <option value="">Choose a page</option>
                  {pages.map((page) => (
                    <option key={page.url} value={page.url}>
                      {`${page.title} (${page.url})`}
                    </option>
                  ))}
                  {form.page && !pages.some((page) => page.url === form.page) && <option value={form.page}>{form.page}</option>}
                </select>
              </Field>
            )}
            {kind === 'web' && (
              <Field label="Web Address" id={fieldId('web')} problem={problemOf('web')} hint={`For example ${EXAMPLE_HOST} or ${EXAMPLE_URL}/shop`} hintId={`${id}-web-hint`}>
                <input {...described('web', `${id}-web-hint`)} inputMode="url" autoComplete="url" maxLength={EDITOR_LIMITS.maxUrl} placeholder={EXAMPLE_URL} value={form.web} onChange={(e) => set({ web: e.target.value }, 'web')} />
              </Field>
            )}
            {kind === 'email' && (
              <>
                <Field label="To" id={fieldId('to')} problem={problemOf('to')} hint={`An address such as ${EXAMPLE_EMAIL}`} hintId={`${id}-to-hint`}>
                  <input {...described('to', `${id}-to-hint`)} type="email" autoComplete="email" maxLength={320} placeholder={EXAMPLE_EMAIL} value={form.email.to} onChange={(e) => setEmail({ to: e.target.value }, 'to')} />
                </Field>
                <Field label="Subject" id={`${id}-subject`}>
                  <input id={`${id}-subject`} maxLength={EDITOR_LIMITS.maxShortText} value={form.email.subject} onChange={(e) => setEmail({ subject: e.target.value }, 'link')} />
                </Field>
                <div className="link-editor__pair">
                <Field label="CC" id={fieldId('cc')} problem={problemOf('cc')}>
                  <input {...described('cc', `${id}-cc-hint`)} maxLength={1000} value={form.email.cc} onChange={(e) => setEmail({ cc: e.target.value }, 'cc')} />
                </Field>
                <Field label="BCC" id={fieldId('bcc')} problem={problemOf('bcc')}>
                  <input {...described('bcc', `${id}-cc-hint`)} maxLength={1000} value={form.email.bcc} onChange={(e) => setEmail({ bcc: e.target.value }, 'bcc')} />
                </Field>
              </div>
              <span id={`${id}-cc-hint`} className="field__hint link-editor__pair-hint">
                CC and BCC take several addresses, separated by commas.
              </span>
              <Field label="Body" id={`${id}-body`}>
                  <textarea id={`${id}-body`} rows={3} maxLength={EDITOR_LIMITS.maxLongText} value={form.email.body} onChange={(e) => setEmail({ body: e.target.value }, 'link')} />
                </Field>
              </>
            )}
            {kind === 'phone' && (
              <Field label="Phone" id={fieldId('phone')} problem={problemOf('phone')}>
                <input {...described('phone')} type="tel" autoComplete="tel" maxLength={40} placeholder="+1 555 010 0199" value={form.phone} onChange={(e) => set({ phone: e.target.value }, 'phone')} />
              </Field>
            )}
            {kind === 'file' && (
              <div className="field">
                <span className="field__label" id={`${id}-file-label`}>
                  File
                </span>
                <p className="link-editor__file" id={`${id}-file-name`}>
                  {form.file.name || <span className="muted">No file chosen.</span>}
                </p>
                <button
                  type="button"
                  className="button link-editor__choose"
                  {...described('file', `${id}-file-name`)}
                  aria-labelledby={`${fieldId('file')} ${id}-file-label`}
                  onClick={() => setPicking(true)}
                >
                  Choose File
                </button>
                <Problem id={`${fieldId('file')}-problem`} text={problemOf('file')} />
              </div>
            )}

            <Field label="Link Name" id={`${id}-name`} hint="The words that show the link. Optional." hintId={`${id}-name-hint`}>
              <input id={`${id}-name`} aria-describedby={`${id}-name-hint`} maxLength={EDITOR_LIMITS.maxShortText} value={form.name} onChange={(e) => set({ name: e.target.value })} />
            </Field>
            <label className="field--check">
              <input type="checkbox" checked={form.newWindow} onChange={(e) => set({ newWindow: e.target.checked })} />
              Open in New Window
            </label>
            {problems.link && (
              <p className="form__problem link-editor__problem--form" role="alert" tabIndex={-1}>
                {problems.link}
              </p>
            )}
            <div className="dialog__actions link-editor__actions">
              {onRemove && (
                <button type="button" className="button button--danger link-editor__remove" onClick={onRemove}>
                  Remove link
                </button>
              )}
              <button type="button" className="button" onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className="button button--primary">
                Save
              </button>
            </div>
          </form>
        )}
      </dialog>
      {/* Beside the dialog, not inside: it is a modal of its own, above this one. */}
      {picking && (
        <MediaPickerDialog
          title="Choose File"
          pickLabel="Link to this file"
          imagesOnly={false}
          onPick={(file) => {
            setPicking(false);
            set({ file: { url: file.url, name: file.fileName } }, 'file');
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </>
  );
}

function Field({ label, id, problem, hint, hintId, children }: { label: string; id: string; problem?: string; hint?: string; hintId?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      <Problem id={`${id}-problem`} text={problem} />
    </div>
  );
}

function Problem({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={id} className="form__problem" role="alert">
      {text}
    </p>
  );
}
