/**
 * Galleries (`/config/galleries`): the site's galleries with their design and number of images;
 * create one by title (its editor opens), rename or delete one (content:write).
 */
import { roleAllows } from '@plinth/platform';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { Link, navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { createGallery, deleteGallery, getGallery, listGalleries, saveGallery, type GallerySummary } from './galleries-api.ts';
import { galleryBody, toDraft } from './gallery-draft.ts';
import './galleries.css';

const DESIGN_NAMES: Record<string, string> = { grid: 'Grid', slideshow: 'Slideshow', slider: 'Slider', stacked: 'Stacked' };

export default function GalleriesPage(_props: PageProps) {
  const { api, contributor } = useSession();
  const mayWrite = roleAllows(contributor.role, 'content:write');
  const load = useCombinedQuery([routeKey('listGalleries')], listGalleries);
  return (
    <>
      <PageHeader title="Galleries">
        <Link href={hrefFor('media')}>Media library</Link>
      </PageHeader>
      {mayWrite && <NewGalleryForm />}
      <LoadView load={load}>
        {(galleries) =>
          galleries.length === 0 ? (
            <p className="empty">No galleries yet. Name one above to start choosing its images.</p>
          ) : (
            <GalleriesTable galleries={galleries} mayWrite={mayWrite} onChange={(next) => load.setData(() => next)} />
          )
        }
      </LoadView>
    </>
  );
}

function NewGalleryForm() {
  const { api } = useSession();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useAction(async (name: string) => {
    const gallery = await createGallery(api, { title: name });
    navigate(hrefFor('gallery', { id: gallery.id }));
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setProblem('Please enter a title.');
    setProblem(null);
    void create.run(title.trim());
  };
  return (
    <form className="toolbar galleries-new" onSubmit={submit} noValidate>
      <label className="field field--inline">
        <span className="field__label">New gallery</span>
        <input value={title} maxLength={200} placeholder="Title" aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'new-gallery-problem' : undefined} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <button type="submit" className="button button--primary" disabled={create.busy} aria-busy={create.busy}>
        {create.busy ? 'Creating…' : 'Create gallery'}
      </button>
      {problem && (
        <p id="new-gallery-problem" className="form__problem" role="alert">
          {problem}
        </p>
      )}
      {create.error && <Failure message={create.error} onRetry={create.retry} />}
    </form>
  );
}

interface TableProps {
  galleries: GallerySummary[];
  mayWrite: boolean;
  onChange(next: GallerySummary[]): void;
}

function GalleriesTable({ galleries, mayWrite, onChange }: TableProps) {
  const { api } = useSession();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<GallerySummary | null>(null);
  const remove = useAction(async (gallery: GallerySummary) => {
    await deleteGallery(api, gallery.id);
    onChange(galleries.filter((g) => g.id !== gallery.id));
  });
  const rename = useAction(async (id: string, title: string) => {
    // A rename is a save of the whole gallery with its new title (the API replaces a gallery whole).
    const saved = await saveGallery(api, id, { ...galleryBody(toDraft(await getGallery(api, id))), title });
    onChange(galleries.map((g) => (g.id === id ? { ...g, title: saved.title, updatedAt: saved.updatedAt } : g)));
    setRenaming(null);
  });
  return (
    <>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Gallery</th>
            <th scope="col">Design</th>
            <th scope="col">Images</th>
            <th scope="col">Updated</th>
            {mayWrite && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {galleries.map((gallery) => (
            <tr key={gallery.id}>
              <th scope="row">
                {renaming === gallery.id ? (
                  <RenameForm gallery={gallery} busy={rename.busy} onRename={(title) => void rename.run(gallery.id, title)} onCancel={() => setRenaming(null)} />
                ) : (
                  <Link href={hrefFor('gallery', { id: gallery.id })}>{gallery.title}</Link>
                )}
              </th>
              <td>{DESIGN_NAMES[gallery.design] ?? gallery.design}</td>
              <td>{gallery.itemCount}</td>
              <td>{formatDateTime(gallery.updatedAt)}</td>
              {mayWrite && (
                <td className="galleries__actions">
                  <button type="button" className="button button--small" onClick={() => setRenaming(gallery.id)} disabled={renaming === gallery.id}>
                    Rename<span className="visually-hidden"> {gallery.title}</span>
                  </button>
                  <button type="button" className="button button--small button--quiet" onClick={() => setDeleting(gallery)}>
                    Delete<span className="visually-hidden"> {gallery.title}</span>
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {rename.error && <Failure message={rename.error} onRetry={rename.retry} />}
      {remove.error && <Failure message={remove.error} onRetry={remove.retry} />}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.title}?`}
          message="This can't be undone. Pages that show this gallery will show nothing in its place; its images stay in the media library."
          confirmLabel="Delete gallery"
          onClose={(confirmed) => {
            const gallery = deleting;
            setDeleting(null);
            if (confirmed) void remove.run(gallery);
          }}
        />
      )}
    </>
  );
}

function RenameForm({ gallery, busy, onRename, onCancel }: { gallery: GallerySummary; busy: boolean; onRename(title: string): void; onCancel(): void }) {
  const [title, setTitle] = useState(gallery.title);
  return (
    <form
      className="galleries__rename"
      onSubmit={(event) => {
        event.preventDefault();
        if (title.trim()) onRename(title.trim());
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <label className="field field--compact">
        <span className="field__label">New title of {gallery.title}</span>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the rename was asked for: typing starts here */}
        <input value={title} maxLength={200} autoFocus required onChange={(e) => setTitle(e.target.value)} />
      </label>
      <button type="submit" className="button button--small button--primary" disabled={busy || !title.trim()} aria-busy={busy}>
        {busy ? 'Saving…' : 'Save title'}
      </button>
      <button type="button" className="button button--small" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
