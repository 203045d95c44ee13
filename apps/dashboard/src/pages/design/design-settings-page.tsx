/**
 * A design's own settings (`/config/design/:id`; issue 31): each setting the design declares (a
 * layout switch, spacing, a detail of type) as a group of choices beside a live preview of the
 * site, saved as a draft (visitors see nothing of it) and published like site styles.
 * `getThemeTweaks`, `saveThemeTweaksDraft`, `publishThemeTweaks` (docs/designs.md).
 */
import type { designTweaksState } from '@plinth/api';
import { roleAllows } from '@plinth/platform';
import { useState } from 'react';
import type { z } from 'zod';
import { failureMessage } from '../../api/api-error.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { TweaksPreview } from './tweaks-preview.tsx';
import './design.css';

type TweaksState = z.infer<typeof designTweaksState>;
type Values = Record<string, string>;

/** The values of one side of the state. */
function valuesOf(state: TweaksState, which: 'draft' | 'published'): Values {
  return Object.fromEntries(state.tweaks.map((tweak) => [tweak.id, tweak[which]]));
}

/** The CSS the chosen options add, in the design's order (what the server sends for them). */
export function cssOf(state: TweaksState, values: Values): string {
  return state.tweaks.map((tweak) => tweak.options.find((option) => option.value === values[tweak.id])?.css ?? '').join('');
}

export default function DesignSettingsPage({ params }: PageProps) {
  const id = params.id ?? '';
  const designs = useRouteQuery('listThemes');
  const load = useRouteQuery('getThemeTweaks', { params: { id } }, { fresh: true });
  const name = designs.status === 'success' ? (designs.data.themes.find((design) => design.id === id)?.name ?? id) : id;
  return (
    <>
      <PageHeader title={`${name} settings`}>
        <Link className="button" href={hrefFor('design')}>
          All designs
        </Link>
      </PageHeader>
      <LoadView load={load}>{(state) => <TweaksEditor initial={state} name={name} />}</LoadView>
    </>
  );
}

function TweaksEditor({ initial, name }: { initial: TweaksState; name: string }) {
  const { contributor } = useSession();
  const mayWrite = roleAllows(contributor.role, 'content:write');
  const saveDraft = useRouteMutation('saveThemeTweaksDraft');
  const publish = useRouteMutation('publishThemeTweaks');
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState<Values>(valuesOf(initial, 'draft'));
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const unsaved = JSON.stringify(values) !== JSON.stringify(valuesOf(saved, 'draft'));

  if (!saved.tweaks.length) return <p>{name} has no settings of its own: site styles set its fonts and colours.</p>;

  const save = async (): Promise<TweaksState | null> => {
    setBusy('save');
    setProblem(null);
    try {
      const next = await saveDraft({ params: { id: saved.design }, body: { values, revision: saved.revision } });
      setSaved(next);
      setValues(valuesOf(next, 'draft'));
      setNotice('Draft saved. Visitors see it once you publish.');
      return next;
    } catch (error) {
      setProblem(failureMessage(error, 'save'));
      return null;
    } finally {
      setBusy(null);
    }
  };

  const publishDraft = async () => {
    const current = unsaved ? await save() : saved;
    if (!current) return;
    setBusy('publish');
    setProblem(null);
    try {
      const next = await publish({ params: { id: current.design }, body: { revision: current.revision } });
      setSaved(next);
      setNotice(`Published: every page drawn with ${name} now uses these settings.`);
    } catch (error) {
      setProblem(failureMessage(error, 'save'));
    } finally {
      setBusy(null);
    }
  };

  const status = unsaved ? 'Unsaved changes' : saved.unpublishedChanges ? 'Draft not yet published' : 'Published';
  return (
    <div className="design-settings">
      <form
        className="design-settings__controls"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {saved.tweaks.map((tweak) => (
          <fieldset key={tweak.id} className="fieldset" disabled={!mayWrite}>
            <legend>{tweak.label}</legend>
            {tweak.options.map((option) => (
              <label key={option.value} className="design-settings__choice">
                <input type="radio" name={tweak.id} value={option.value} checked={values[tweak.id] === option.value} onChange={() => setValues((current) => ({ ...current, [tweak.id]: option.value }))} />
                {option.label}
              </label>
            ))}
          </fieldset>
        ))}
        <div className="design-settings__actions">
          <p className="design-settings__status">
            <span className={`badge ${unsaved || saved.unpublishedChanges ? 'badge--muted' : ''}`}>{status}</span>
          </p>
          {mayWrite && (
            <>
              <button type="submit" className="button" disabled={!unsaved || busy !== null} aria-busy={busy === 'save'}>
                {busy === 'save' ? 'Saving…' : 'Save draft'}
              </button>
              <button type="button" className="button button--primary" disabled={(!unsaved && !saved.unpublishedChanges) || busy !== null} aria-busy={busy === 'publish'} onClick={() => void publishDraft()}>
                {busy === 'publish' ? 'Publishing…' : 'Publish'}
              </button>
              <button type="button" className="button button--quiet" disabled={!unsaved || busy !== null} onClick={() => setValues(valuesOf(saved, 'draft'))}>
                Discard changes
              </button>
            </>
          )}
          {problem && (
            <p className="design__problem" role="alert">
              {problem}
            </p>
          )}
          <p className="field__hint" role="status">
            {notice}
          </p>
        </div>
      </form>
      <div className="design-settings__preview">
        <TweaksPreview src={saved.previewUrl} name={name} css={cssOf(saved, values)} />
      </div>
    </div>
  );
}
