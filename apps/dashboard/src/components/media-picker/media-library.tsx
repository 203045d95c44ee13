/**
 * The file manager (platform.md §2): Upload File, Existing Files (search, sort, Load More) and the
 * chosen file's File Detail. The same component is the /config/media page and the picker dialog
 * that products and galleries open (`pick`).
 */
import { roleAllows } from '@plinth/platform';
import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../api/messages.ts';
import { useSession } from '../session.ts';
import { Failure, Loading } from '../status-views.tsx';
import { FileDetail } from './file-detail.tsx';
import type { MediaFile, MediaQuery, MediaSort } from './media-api.ts';
import { MediaGrid } from './media-grid.tsx';
import { UploadPanel } from './upload-panel.tsx';
import { useMediaList } from './use-media-list.ts';
import { useUploads } from './use-uploads.ts';
import './media-library.css';

/** Props of {@link MediaLibrary}. */
export interface MediaLibraryProps {
  /** Only images are listed and accepted (the image pickers). */
  imagesOnly?: boolean;
  /** In a picker: what the File Detail's button says and does. */
  pick?: { label: string; onPick(file: MediaFile): void };
}

const SORTS: [MediaSort, string][] = [
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
  ['name', 'Name'],
  ['size', 'Size'],
];

export function MediaLibrary({ imagesOnly = false, pick }: MediaLibraryProps) {
  const { api, contributor } = useSession();
  const mayWrite = roleAllows(contributor.role, 'content:write');
  const [query, setQuery] = useState<MediaQuery>({ search: '', sort: 'newest', imagesOnly });
  const [search, setSearch] = useState('');
  const filesTitleId = useId();
  const list = useMediaList(api, query);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const uploads = useUploads(api, (file) => {
    list.upsert(file);
    setSelectedId((id) => id ?? file.id);
  });
  const selected = list.files.find((f) => f.id === selectedId) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery((q) => ({ ...q, search: search.trim() }));
  };

  return (
    <div className="media-library">
      <div className="media-library__main">
        {mayWrite && <UploadPanel uploads={uploads} imagesOnly={imagesOnly} />}
        <section className="media-files" aria-labelledby={filesTitleId}>
          <h2 id={filesTitleId} className="media-section__title">
            Existing Files
          </h2>
          <div className="toolbar">
            <form role="search" className="toolbar__search" onSubmit={submit}>
              <label className="field field--inline">
                <span className="field__label">Search files</span>
                <input type="search" value={search} placeholder="Name or alt text" onChange={(e) => setSearch(e.target.value)} />
              </label>
              <button type="submit" className="button">
                Search
              </button>
            </form>
            <label className="field field--inline">
              <span className="field__label">Sort by</span>
              <select value={query.sort} onChange={(e) => setQuery((q) => ({ ...q, sort: e.target.value as MediaSort }))}>
                {SORTS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {list.status === 'pending' && <Loading />}
          {list.status === 'failed' && <Failure message={MESSAGES.load} onRetry={list.retry} />}
          {list.status === 'success' &&
            (list.files.length === 0 ? (
              <p className="empty">{query.search ? `No files match “${query.search}”.` : 'No files yet. Upload pictures and documents to use them on pages, products and galleries.'}</p>
            ) : (
              <MediaGrid files={list.files} selectedId={selectedId} onSelect={(file) => setSelectedId(file.id)} />
            ))}
          {list.moreFailed && <Failure message={MESSAGES.load} onRetry={list.loadMore} />}
          {list.status === 'success' && list.nextCursor && (
            <div className="pager">
              <button type="button" className="button" disabled={list.loadingMore} aria-busy={list.loadingMore} onClick={list.loadMore}>
                {list.loadingMore ? MESSAGES.loading : 'Load More'}
              </button>
            </div>
          )}
        </section>
      </div>
      <aside className="media-library__detail" aria-label="Chosen file">
        {selected ? (
          <FileDetail
            key={selected.id}
            file={selected}
            mayWrite={mayWrite}
            pick={pick}
            onChange={list.upsert}
            onDeleted={(id) => {
              list.remove(id);
              setSelectedId(null);
            }}
          />
        ) : (
          <p className="muted media-library__hint">
            {pick ? `Choose a file, then ${pick.label}.` : `Choose a file to see its details${mayWrite ? ', rename it, describe it or set its focal point' : ''}.`}
          </p>
        )}
      </aside>
    </div>
  );
}
