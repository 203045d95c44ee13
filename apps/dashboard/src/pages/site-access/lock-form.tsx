/** The lock screen section: on/off, the site password (write-only) and the message visitors read. */
import { useState, type FormEvent } from 'react';
import { roleAllows } from '@plinth/platform';
import type { SiteAccessSettings } from '@plinth/api';
import { SITE_ACCESS_LIMITS } from './site-access-rules.ts';
import { SaveFooter } from '../../components/save-footer.tsx';
import { useSession } from '../../components/session.ts';
import { useAction } from '../../components/use-action.ts';

type Lock = SiteAccessSettings['lock'];

export function LockForm({ initial, onSaved }: { initial: Lock; onSaved(lock: Lock): void }) {
  const { api, contributor } = useSession();
  const readOnly = !roleAllows(contributor.role, 'settings:write');
  const [enabled, setEnabled] = useState(initial.enabled);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState(initial.message);
  const [saved, setSaved] = useState(false);
  const save = useAction(async () => {
    const answer = await api.call('setSiteLock', { body: { enabled, message, ...(password ? { password } : {}) } });
    setPassword('');
    onSaved(answer);
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(await save.run());
  };
  const touched = () => setSaved(false);
  return (
    <form className="form site-access__section" onSubmit={submit} aria-labelledby="lock-heading">
      <h2 id="lock-heading">Lock screen</h2>
      <p className="site-access__hint">Visitors must type a password before they see any page. You stay signed in and see the site as it is.</p>
      <fieldset className="fieldset" disabled={readOnly}>
        <legend className="visually-hidden">Lock screen</legend>
        <label className="field field--check">
          <input type="checkbox" checked={enabled} onChange={(e) => { touched(); setEnabled(e.target.checked); }} />
          <span>Lock the site with a password</span>
        </label>
        <label className="field">
          <span className="field__label">Site password</span>
          <input
            type="password"
            value={password}
            minLength={SITE_ACCESS_LIMITS.passwordMin}
            maxLength={SITE_ACCESS_LIMITS.passwordMax}
            required={enabled && !initial.hasPassword}
            autoComplete="new-password"
            placeholder={initial.hasPassword ? 'Stored (leave empty to keep it)' : ''}
            onChange={(e) => { touched(); setPassword(e.target.value); }}
          />
          <span className="field__hint">A new password signs out every visitor who typed the old one.</span>
        </label>
        <label className="field">
          <span className="field__label">Message on the lock screen</span>
          <textarea rows={2} value={message} maxLength={SITE_ACCESS_LIMITS.message} onChange={(e) => { touched(); setMessage(e.target.value); }} />
        </label>
      </fieldset>
      <SaveFooter save={save} saved={saved} readOnly={readOnly} label="Save lock screen" />
    </form>
  );
}
