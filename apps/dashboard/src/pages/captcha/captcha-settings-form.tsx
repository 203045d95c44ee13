/**
 * The captcha provider form: a select of the four providers and, for the hosted ones, the site key
 * and the secret (write-only: empty keeps the stored one). Saves with `saveOwnerCaptchaSettings`;
 * read-only without forms:write.
 */
import { useState, type FormEvent } from 'react';
import { roleAllows } from '@plinth/platform';
import { useSession } from '../../components/session.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { SaveFooter } from '../../components/save-footer.tsx';
import { useAction } from '../../components/use-action.ts';
import {
  CAPTCHA_NOT_SET_UP,
  CAPTCHA_PROVIDERS,
  PROVIDER_LABELS,
  draftOf,
  isHosted,
  isNotSetUp,
  keepsStoredSecret,
  saveBody,
  type CaptchaProvider,
  type CaptchaSettings,
} from './captcha-settings.ts';

/** Props of {@link CaptchaSettingsForm}. */
export interface CaptchaSettingsFormProps {
  initial: CaptchaSettings;
  onSaved(settings: CaptchaSettings): void;
}

/** The form; `initial` is the stored settings, replaced by the parent through `onSaved`. */
export function CaptchaSettingsForm({ initial, onSaved }: CaptchaSettingsFormProps) {
  const { contributor } = useSession();
  const saveSettings = useRouteMutation('saveOwnerCaptchaSettings');
  const readOnly = !roleAllows(contributor.role, 'forms:write');
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [saved, setSaved] = useState(false);
  const set = (changes: Partial<typeof draft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...changes }));
  };
  const save = useAction(async () => {
    const answer = await saveSettings({ body: saveBody(draft) });
    setDraft(draftOf(answer));
    onSaved(answer);
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(await save.run());
  };
  const hosted = isHosted(draft.provider);
  const keepSecret = keepsStoredSecret(draft, initial);
  return (
    <form className="form" onSubmit={submit}>
      {isNotSetUp(initial) && (
        <div className="failure" role="alert">
          <p className="failure__message">{CAPTCHA_NOT_SET_UP}</p>
          <p>Forms that ask for a captcha cannot be sent until {PROVIDER_LABELS[initial.provider]} has a site key and a secret.</p>
        </div>
      )}
      <fieldset className="fieldset" disabled={readOnly}>
        <legend>Captcha provider</legend>
        <label className="field">
          <span className="field__label">Provider</span>
          <select value={draft.provider} onChange={(e) => set({ provider: e.target.value as CaptchaProvider, secret: '' })}>
            {CAPTCHA_PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {PROVIDER_LABELS[provider]}
              </option>
            ))}
          </select>
          <span className="field__hint">Used by every form with 'Ask for a captcha' on.</span>
        </label>
        {hosted && (
          <>
            <label className="field">
              <span className="field__label">Site key</span>
              <input value={draft.siteKey} required maxLength={200} autoComplete="off" spellCheck={false} onChange={(e) => set({ siteKey: e.target.value })} />
              <span className="field__hint">The public key from the {PROVIDER_LABELS[draft.provider]} dashboard.</span>
            </label>
            <label className="field">
              <span className="field__label">Secret</span>
              <input
                type="password"
                value={draft.secret}
                required={!keepSecret}
                maxLength={200}
                autoComplete="new-password"
                spellCheck={false}
                placeholder={keepSecret ? 'Stored (leave empty to keep it)' : ''}
                onChange={(e) => set({ secret: e.target.value })}
              />
              <span className="field__hint">Kept on the server and never shown again.</span>
            </label>
          </>
        )}
      </fieldset>
      <SaveFooter save={save} saved={saved} readOnly={readOnly} />
    </form>
  );
}
