/** The splash page section: on/off, its address, title, text and one button. */
import { useState, type FormEvent } from 'react';
import { roleAllows } from '@plinth/platform';
import type { SiteAccessSettings } from '@plinth/api';
import { SITE_ACCESS_LIMITS } from './site-access-rules.ts';
import { SaveFooter } from '../../components/save-footer.tsx';
import { useSession } from '../../components/session.ts';
import { useAction } from '../../components/use-action.ts';

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
    const answer = await api.send<Splash>('PUT', '/api/owner/site-access/splash', draft);
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
        <label className="field">
          <span className="field__label">Title</span>
          <input value={draft.title} maxLength={SITE_ACCESS_LIMITS.title} onChange={(e) => set({ title: e.target.value })} />
        </label>
        <label className="field">
          <span className="field__label">Text</span>
          <textarea rows={3} value={draft.body} maxLength={SITE_ACCESS_LIMITS.body} onChange={(e) => set({ body: e.target.value })} />
        </label>
        <div className="site-access__pair">
          <label className="field">
            <span className="field__label">Button text</span>
            <input value={draft.buttonLabel} maxLength={SITE_ACCESS_LIMITS.buttonLabel} onChange={(e) => set({ buttonLabel: e.target.value })} />
          </label>
          <label className="field">
            <span className="field__label">Button link</span>
            <input value={draft.buttonUrl} maxLength={SITE_ACCESS_LIMITS.url} onChange={(e) => set({ buttonUrl: e.target.value })} />
          </label>
        </div>
      </fieldset>
      <SaveFooter save={save} saved={saved} readOnly={readOnly} label="Save splash page" />
    </form>
  );
}
