/**
 * One gallery (`/config/galleries/:id`): its title, its images from the media library (added in the
 * picker, reordered by drag and drop or the keyboard, each with a title, caption and link), every
 * setting in a panel, and a live preview of the unsaved gallery as a page draws it.
 */
import { roleAllows, type GallerySettingKey } from '@plinth/platform';
import { useState, type FormEvent } from 'react';
import { LoadView } from '../../components/load-view.tsx';
import type { MediaFile } from '../../components/media-picker/media-api.ts';
import { MediaPickerDialog } from '../../components/media-picker/media-picker-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { SaveFooter } from '../../components/save-footer.tsx';
import { useAction } from '../../components/use-action.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { getGallery, saveGallery } from './galleries-api.ts';
import { addFile, galleryBody, isUnsaved, moveItem, setSetting, toDraft, type GalleryDraft, type SettingValue } from './gallery-draft.ts';
import { GalleryPreview } from './gallery-preview.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { SortableItems } from './sortable-items.tsx';
import { SavedSortControl } from '../../components/sort-control.tsx';
import { useUnsavedPrompt } from './use-unsaved-prompt.ts';
import './galleries.css';

/** Items a gallery holds at most (platform.md §9). */
const MAX_ITEMS = 50;

export default function GalleryPage({ params }: PageProps) {
  const { api } = useSession();
  const load = useCombinedQuery([routeKey('getGallery', { params: { id: params.id } })], (api) => getGallery(api, params.id));
  return <LoadView load={load}>{(gallery) => <GalleryEditor key={gallery.id} id={gallery.id} initial={toDraft(gallery)} />}</LoadView>;
}

function GalleryEditor({ id, initial }: { id: string; initial: GalleryDraft }) {
  const { api, contributor } = useSession();
  const mayWrite = roleAllows(contributor.role, 'content:write');
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [picking, setPicking] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const unsaved = isUnsaved(draft, saved);
  useUnsavedPrompt(unsaved && mayWrite);
  const save = useAction(async () => {
    const next = toDraft(await saveGallery(api, id, galleryBody(draft)));
    setSaved(next);
    setDraft(next);
    setJustSaved(true);
  });
  const change = (update: (d: GalleryDraft) => GalleryDraft) => {
    setJustSaved(false);
    setDraft(update);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.title.trim()) return setProblem('Please enter a title.');
    setProblem(null);
    void save.run();
  };
  const pick = (file: MediaFile) => {
    setPicking(false);
    change((d) => ({ ...d, items: addFile(d.items, file) }));
  };
  const busy = !mayWrite || save.busy;
  const full = draft.items.length >= MAX_ITEMS;

  return (
    <>
      <PageHeader title={saved.title}>
        <Link href={hrefFor('galleries')}>All galleries</Link>
      </PageHeader>
      <form className="gallery-editor" onSubmit={submit} noValidate>
        <div className="gallery-editor__main">
          <label className="field">
            <span className="field__label">Title</span>
            <input value={draft.title} maxLength={200} disabled={busy} aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'gallery-title-problem' : undefined} onChange={(e) => change((d) => ({ ...d, title: e.target.value }))} />
            {problem && (
              <span id="gallery-title-problem" className="form__problem" role="alert">
                {problem}
              </span>
            )}
          </label>
          <GalleryPreview body={galleryBody(draft)} />
          <section className="panel gallery-images" aria-labelledby="gallery-images-title">
            <div className="gallery-images__head">
              <h2 id="gallery-images-title" className="panel__title">
                Images ({draft.items.length} of at most {MAX_ITEMS})
              </h2>
              {mayWrite && (
                <button type="button" className="button" disabled={busy || full} onClick={() => setPicking(true)}>
                  Add images
                </button>
              )}
            </div>
            {/* Saved at once, apart from the form: how visitors see the images (Unsorted: the order below). */}
            <SavedSortControl targetId={id} legend="Order on the site" />
            {draft.items.length === 0 ? (
              <p className="empty">No images yet. Add pictures from the media library, or upload new ones there.</p>
            ) : (
              <SortableItems
                items={draft.items}
                disabled={busy}
                onMove={(from, to) => change((d) => ({ ...d, items: moveItem(d.items, from, to) }))}
                onEdit={(key, changes) => change((d) => ({ ...d, items: d.items.map((item) => (item.key === key ? { ...item, ...changes } : item)) }))}
                onRemove={(key) => change((d) => ({ ...d, items: d.items.filter((item) => item.key !== key) }))}
              />
            )}
          </section>
        </div>
        <aside className="panel gallery-editor__settings" aria-labelledby="gallery-settings-title">
          <h2 id="gallery-settings-title" className="panel__title">
            Settings
          </h2>
          <SettingsPanel settings={draft.settings} disabled={busy} onChange={(key: GallerySettingKey, value: SettingValue) => change((d) => ({ ...d, settings: setSetting(d.settings, key, value) }))} />
        </aside>
        <div className="gallery-editor__footer">
          {unsaved && mayWrite && !save.busy && <p className="muted">Unsaved changes</p>}
          <SaveFooter save={save} saved={justSaved && !unsaved} label="Save gallery" readOnly={!mayWrite} />
        </div>
      </form>
      {picking && <MediaPickerDialog title="Add an image" pickLabel="Add to gallery" onPick={pick} onClose={() => setPicking(false)} />}
    </>
  );
}
