/**
 * The form builder: the name, newsletter or not (and for a newsletter, 'Require
 * double opt-in'), the fields (add, remove, reorder, type, title, required,
 * options), the messages, the success redirect, the captcha (on or off, theme,
 * alignment; the provider is on the Captcha page) and where submissions are
 * e-mailed. Saves with
 * `updateOwnerForm`; read-only without forms:write.
 */
import { useState, type FormEvent } from 'react';
import { CAPTCHA_ALIGNMENTS, CAPTCHA_THEMES, type CaptchaAlignment, type CaptchaTheme } from '@plinth/forms';
import { useSession } from '../../components/session.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { SaveFooter } from '../../components/save-footer.tsx';
import { ScriptsRemovedNotice, useKeepsScripts } from '../../components/scripts-removed-notice.tsx';
import { useAction } from '../../components/use-action.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import { roleAllows } from '@plinth/platform';
import './forms.css';
import { FieldEditor } from './field-editor.tsx';
import { addField, changeField, moveField, removeField } from './form-draft.ts';
import { asOwnerForm, type OwnerForm } from './forms-types.ts';

export function FormBuilder({ initial, onSaved }: { initial: OwnerForm; onSaved(form: OwnerForm): void }) {
  const { contributor } = useSession();
  const updateForm = useRouteMutation('updateOwnerForm');
  const readOnly = !roleAllows(contributor.role, 'forms:write');
  // The HTML fields point to the notice when the server will clean them (issue 36).
  const htmlNotice = useKeepsScripts() ? undefined : 'form-html-notice';
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(false);
  const set = (changes: Partial<OwnerForm>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...changes }));
  };
  const save = useAction(async () => {
    const { id: _id, createdAt: _c, updatedAt: _u, submissionCount: _s, ...body } = draft;
    const answer = await updateForm({ params: { id: draft.id }, body: { ...body, notifyEmail: body.notifyEmail?.trim() || null } });
    setDraft(asOwnerForm(answer.form));
    onSaved(asOwnerForm(answer.form));
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(await save.run());
  };
  const fields = draft.fields;
  return (
    <form className="form form-builder" onSubmit={submit}>
      <fieldset className="fieldset" disabled={readOnly}>
        <legend>Form</legend>
        <label className="field">
          <span className="field__label">Name</span>
          <input value={draft.name} maxLength={200} required onChange={(e) => set({ name: e.target.value })} />
        </label>
        <label className="field field--check">
          <input type="checkbox" checked={draft.isNewsletter} onChange={(e) => set({ isNewsletter: e.target.checked })} />
          <span>Newsletter form (adds each e-mail address to the mailing list)</span>
        </label>
        {draft.isNewsletter && (
          <>
            <label className="field field--check">
              <input type="checkbox" checked={draft.doubleOptIn} aria-describedby="double-opt-in-hint" onChange={(e) => set({ doubleOptIn: e.target.checked })} />
              <span>Require double opt-in</span>
            </label>
            <p id="double-opt-in-hint" className="field__hint">
              New addresses stay pending until they open the link in a confirmation e-mail.
            </p>
          </>
        )}
      </fieldset>
      <fieldset className="fieldset" disabled={readOnly}>
        <legend>Fields</legend>
        {fields.length === 0 && <p className="empty">No fields yet.</p>}
        <ol className="field-editors">
          {fields.map((field, index) => (
            <FieldEditor
              key={field.id}
              field={field}
              index={index}
              count={fields.length}
              onChange={(changes) => set({ fields: changeField(fields, index, changes) })}
              onMove={(delta) => set({ fields: moveField(fields, index, delta) })}
              onRemove={() => set({ fields: removeField(fields, index) })}
            />
          ))}
        </ol>
        <button type="button" className="button" onClick={() => set({ fields: addField(fields) })}>
          Add field
        </button>
      </fieldset>
      <fieldset className="fieldset" disabled={readOnly}>
        <legend>After submitting</legend>
        <ScriptsRemovedNotice id="form-html-notice" />
        <label className="field">
          <span className="field__label">Submission message (HTML)</span>
          <textarea rows={2} value={draft.parsedSubmissionMessage} aria-describedby={htmlNotice} onChange={(e) => set({ parsedSubmissionMessage: e.target.value })} />
        </label>
        <label className="field">
          <span className="field__label">Post-submit HTML</span>
          <textarea rows={2} value={draft.submissionHTML} aria-describedby={htmlNotice} onChange={(e) => set({ submissionHTML: e.target.value })} />
        </label>
        <label className="field">
          <span className="field__label">Success redirect</span>
          <input value={draft.successRedirect} placeholder="/thank-you or https://…" onChange={(e) => set({ successRedirect: e.target.value })} />
          <span className="field__hint">Empty: stay on the page and show the message.</span>
        </label>
        <label className="field">
          <span className="field__label">Disclaimer (HTML, under the form)</span>
          <textarea rows={2} value={draft.parsedDisclaimerMessage} aria-describedby={htmlNotice} onChange={(e) => set({ parsedDisclaimerMessage: e.target.value })} />
        </label>
        <label className="field">
          <span className="field__label">E-mail submissions to</span>
          <input type="email" value={draft.notifyEmail ?? ''} placeholder="The site's administrator" onChange={(e) => set({ notifyEmail: e.target.value })} />
        </label>
      </fieldset>
      <fieldset className="fieldset" disabled={readOnly}>
        <legend>Captcha</legend>
        <label className="field field--check">
          <input type="checkbox" checked={draft.captchaEnabled} onChange={(e) => set({ captchaEnabled: e.target.checked })} />
          <span>Ask for a captcha</span>
        </label>
        <p className="field__hint">
          The provider is chosen for all forms on the <Link href={hrefFor('captcha')}>Captcha</Link> page.
        </p>
        <label className="field field--compact">
          <span className="field__label">Theme</span>
          <select value={draft.captchaTheme} disabled={!draft.captchaEnabled} onChange={(e) => set({ captchaTheme: e.target.value as CaptchaTheme })}>
            {CAPTCHA_THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {theme}
              </option>
            ))}
          </select>
        </label>
        <label className="field field--compact">
          <span className="field__label">Alignment</span>
          <select value={draft.captchaAlignment} disabled={!draft.captchaEnabled} onChange={(e) => set({ captchaAlignment: e.target.value as CaptchaAlignment })}>
            {CAPTCHA_ALIGNMENTS.map((alignment) => (
              <option key={alignment} value={alignment}>
                {alignment}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <SaveFooter save={save} saved={saved} readOnly={readOnly} label="Save form" />
    </form>
  );
}
