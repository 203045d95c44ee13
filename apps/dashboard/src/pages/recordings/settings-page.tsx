/**
 * Recording settings (`/config/recordings/settings`): the organisation id recording needs before it
 * starts, how many days recordings are kept, and the elements whose text is masked or kept (one CSS
 * selector a line; inputs are always masked). Anyone who reads reports sees them; ADMIN and
 * WEBSITE_MANAGER change them.
 */
import type { getRecordingSettings } from '@plinth/api';
import { roleAllows } from '@plinth/platform';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { failureMessage } from '../../api/api-error.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { invalidSelector, selectorLines } from './recording-format.ts';
import './recordings.css';

type Settings = z.infer<typeof getRecordingSettings.response>;

function SettingsForm({ initial, onSaved }: { initial: Settings; onSaved(settings: Settings): void }) {
  const { contributor } = useSession();
  const saveSettings = useRouteMutation('saveRecordingSettings');
  const readOnly = !roleAllows(contributor.role, 'settings:write');
  const [organizationId, setOrganizationId] = useState(initial.organizationId);
  const [days, setDays] = useState(String(initial.retentionDays));
  const [mask, setMask] = useState(initial.maskSelectors.join('\n'));
  const [unmask, setUnmask] = useState(initial.unmaskSelectors.join('\n'));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ saved: true } | { problem: string } | null>(null);
  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    setStatus(null);
    set(value);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const maskSelectors = selectorLines(mask);
    const unmaskSelectors = selectorLines(unmask);
    const bad = invalidSelector([...maskSelectors, ...unmaskSelectors]);
    if (bad) return setStatus({ problem: `"${bad}" is not a CSS selector.` });
    setBusy(true);
    try {
      const saved = await saveSettings({ body: { organizationId, retentionDays: Number(days), maskSelectors, unmaskSelectors } });
      onSaved(saved);
      setStatus({ saved: true });
    } catch (failure) {
      setStatus({ problem: failureMessage(failure, 'save') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-describedby={readOnly ? 'recording-settings-read-only' : undefined}>
      {readOnly && (
        <p id="recording-settings-read-only" className="muted">
          Only an administrator or a website manager can change these settings; you can read them.
        </p>
      )}
      <fieldset className="fieldset" disabled={readOnly}>
        <legend>Recording</legend>
        <label className="field">
          <span className="field__label">Organisation id</span>
          <input type="text" value={organizationId} aria-describedby="organization-hint" onChange={(e) => edit(setOrganizationId)(e.target.value)} />
          <span id="organization-hint" className="field__hint">
            Recording starts only once this is set. Visits are recorded when the session-recording toggle is on and the sampling test puts a visitor in "record".
          </span>
        </label>
        <label className="field">
          <span className="field__label">Keep recordings for (days)</span>
          <input type="number" inputMode="numeric" className="input--step" min={1} max={365} step={1} value={days} onChange={(e) => edit(setDays)(e.target.value)} />
        </label>
      </fieldset>
      <fieldset className="fieldset" disabled={readOnly}>
        <legend>Masking</legend>
        <p className="field__hint">What visitors type into inputs is never recorded. Elements marked data-plinth-mask have their text masked, and data-plinth-unmask keeps it.</p>
        <label className="field">
          <span className="field__label">Also mask the text of (one CSS selector a line)</span>
          <textarea rows={4} value={mask} spellCheck={false} onChange={(e) => edit(setMask)(e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">Keep the text of, inside masked parts (one CSS selector a line)</span>
          <textarea rows={4} value={unmask} spellCheck={false} onChange={(e) => edit(setUnmask)(e.target.value)} />
        </label>
      </fieldset>
      {!readOnly && (
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            Save
          </button>
        </div>
      )}
      <div role="status" aria-live="polite">
        {status && 'saved' in status && <p>Saved.</p>}
        {status && 'problem' in status && <p className="form__problem">{status.problem}</p>}
      </div>
    </form>
  );
}

export default function RecordingSettingsPage(_props: PageProps) {
  const load = useRouteQuery('getRecordingSettings');
  return (
    <>
      <PageHeader title="Recording settings">
        <Link className="button" href={hrefFor('recordings')}>
          All recordings
        </Link>
      </PageHeader>
      <LoadView load={load}>{(settings) => <SettingsForm initial={settings} onSaved={(next) => load.setData(() => next)} />}</LoadView>
    </>
  );
}
