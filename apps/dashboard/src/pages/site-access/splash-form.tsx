/** The splash page section: on/off, its address, title, text and one button. */
import { useState, type FormEvent } from 'react';
import { roleAllows } from '@plinth/platform';
import type { SiteAccessSettings } from '@plinth/api';
import { SaveFooter } from '../../components/save-footer.tsx';
import { useSession } from '../../components/session.ts';
import { useAction } from '../../components/use-action.ts';
import { MessageFields } from './message-fields.tsx';

type Splash = SiteAccessSettings['splash'];

export function SplashForm({ initial, onSaved }: { initial: Splash; onSaved(splash: Splash): void }) {
  const { api, contributor } = useSession();
  const readOnly = !roleAllows(contributor.role, 'settings:write');
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(false);
  const set = (changes: Partial<Splash>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...changes }));
  };
  const save = useAction(async () => {
    const answer = await api.call('setSplash', { body: draft });
    setDraft(answer);
    onSaved(answer);
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(await save.run());
  };
  return (
    <form className="form site-access__section" onSubmit={submit} aria-labelledby="splash-heading">
      <h2 id="splash-heading">Splash page</h2>
      <p className="site-access__hint">
        A page of its own with one button into the site. {initial.enabled && <a href={`/${initial.path}`} target="_blank" rel="noreferrer">Open /{initial.path}</a>}
      </p>
      <fieldset className="fieldset" disabled={readOnly}>
        <legend className="visually-hidden">Splash page</legend>
        <label className="field field--check">
          <input type="checkbox" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
          <span>Publish the splash page</span>
        </label>
        <label className="field">
          <span className="field__label">Address</span>
          <input value={draft.path} required pattern="[a-z0-9][a-z0-9\-]{0,59}" maxLength={60} onChange={(e) => set({ path: e.target.value })} />
          <span className="field__hint">Lower-case letters, digits and dashes: /{draft.path || 'welcome'}</span>
        </label>
        <MessageFields value={draft} onChange={set} />
      </fieldset>
      <SaveFooter save={save} saved={saved} readOnly={readOnly} label="Save splash page" />
    </form>
  );
}
