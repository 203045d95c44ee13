/**
 * The popup overlay section: on/off, title, text, an optional button and its link, the position
 * picker, and 'Show again to everyone' (a new version: visitors who closed it see it once more).
 */
import { useState, type FormEvent } from 'react';
import { roleAllows } from '@plinth/platform';
import type { SiteAccessSettings } from '@plinth/api';
import type { PopupPosition } from './site-access-rules.ts';
import { SaveFooter } from '../../components/save-footer.tsx';
import { useSession } from '../../components/session.ts';
import { useAction } from '../../components/use-action.ts';
import { MessageFields } from './message-fields.tsx';
import { PositionPicker } from './position-picker.tsx';

type Popup = SiteAccessSettings['popup'];

export function PopupForm({ initial, onSaved }: { initial: Popup; onSaved(popup: Popup): void }) {
  const { api, contributor } = useSession();
  const readOnly = !roleAllows(contributor.role, 'settings:write');
  const [draft, setDraft] = useState(initial);
  const [newVersion, setNewVersion] = useState(false);
  const [saved, setSaved] = useState(false);
  const set = (changes: Partial<Popup>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...changes }));
  };
  const save = useAction(async () => {
    const { version: _version, ...body } = draft;
    const answer = await api.call('setPopup', { body: { ...body, newVersion } });
    setDraft(answer);
    setNewVersion(false);
    onSaved(answer);
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(await save.run());
  };
  return (
    <form className="form site-access__section" onSubmit={submit} aria-labelledby="popup-heading">
      <h2 id="popup-heading">Popup</h2>
      <p className="site-access__hint">Shown once on any page to each visitor; it stays closed until you show a new version.</p>
      <fieldset className="fieldset" disabled={readOnly}>
        <legend className="visually-hidden">Popup</legend>
        <label className="field field--check">
          <input type="checkbox" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
          <span>Show the popup</span>
        </label>
        <MessageFields value={draft} onChange={set} linkPlaceholder="/shop" />
        <PositionPicker value={draft.position} onChange={(position: PopupPosition) => set({ position })} />
        <label className="field field--check">
          <input type="checkbox" checked={newVersion} onChange={(e) => { setSaved(false); setNewVersion(e.target.checked); }} />
          <span>Show again to visitors who closed it (version {draft.version} → {draft.version + 1})</span>
        </label>
      </fieldset>
      <SaveFooter save={save} saved={saved} readOnly={readOnly} label="Save popup" />
    </form>
  );
}
