/**
 * Recordings (`/config/recordings`): the site's recorded visits, newest first, with the page they
 * started on, how long they lasted, whether they bought something and when; filtered by a page the
 * visit went through and by "bought" (both in the URL). Each row opens its replay.
 */
import type { listRecordings } from '@plinth/api';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { Link, navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { formatDuration, recordingsApiPath, recordingsRequest } from './recording-format.ts';
import './recordings.css';

type List = z.infer<typeof listRecordings.response>;
type Summary = List['recordings'][number];

function Filters({ page, bought }: { page: string; bought: string }) {
  const [pageText, setPageText] = useState(page);
  const [boughtChoice, setBoughtChoice] = useState(bought);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const query = new URLSearchParams();
    if (pageText.trim()) query.set('page', pageText.trim());
    if (boughtChoice) query.set('bought', boughtChoice);
    const text = query.toString();
    navigate(`${hrefFor('recordings')}${text ? `?${text}` : ''}`);
  };
  return (
    <form className="recordings-filters" role="search" aria-label="Filter recordings" onSubmit={apply}>
      <label className="field field--compact">
        <span className="field__label">Page visited</span>
        <input type="text" placeholder="/shop" value={pageText} onChange={(e) => setPageText(e.target.value)} />
      </label>
      <label className="field field--compact">
        <span className="field__label">Bought something</span>
        <select value={boughtChoice} onChange={(e) => setBoughtChoice(e.target.value)}>
          <option value="">Any visit</option>
          <option value="true">Bought</option>
          <option value="false">Did not buy</option>
        </select>
      </label>
      <button type="submit" className="button">
        Filter
      </button>
    </form>
  );
}

function RecordingRows({ recordings }: { recordings: Summary[] }) {
  return (
    <>
      {recordings.map((recording) => (
        <tr key={recording.id}>
          <th scope="row">
            <Link href={hrefFor('recording', { id: recording.id })}>{recording.firstPage}</Link>
            {recording.pages.length > 1 && <span className="muted"> and {recording.pages.length - 1} more {recording.pages.length === 2 ? 'page' : 'pages'}</span>}
          </th>
          <td className="num">{formatDuration(recording.durationMs)}</td>
          <td>{recording.bought ? <span className="recordings-badge">Bought</span> : 'No'}</td>
          <td>
            <time dateTime={new Date(recording.startedAt).toISOString()}>{formatDateTime(recording.startedAt)}</time>
          </td>
        </tr>
      ))}
    </>
  );
}

function RecordingsTable({ first, filters }: { first: List; filters: { page: string; bought: string } }) {
  const { api } = useSession();
  const [pages, setPages] = useState<List[]>([first]);
  const [busy, setBusy] = useState(false);
  const next = pages.at(-1)?.next ?? null;
  const all = pages.flatMap((page) => page.recordings);
  const more = async () => {
    if (next === null) return;
    setBusy(true);
    try {
      const page = await api.call('listRecordings', recordingsRequest(filters, next));
      setPages((loaded) => [...loaded, page]);
    } finally {
      setBusy(false);
    }
  };
  if (all.length === 0) return <p className="muted">No recordings match. Visits are recorded when recording is set up and a visitor is sampled.</p>;
  return (
    <>
      <table className="table">
        <caption className="table__caption">Recorded visits</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col" className="num">
              Duration
            </th>
            <th scope="col">Bought something</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          <RecordingRows recordings={all} />
        </tbody>
      </table>
      {next !== null && (
        <p>
          <button type="button" className="button" disabled={busy} onClick={() => void more()}>
            Show older recordings
          </button>
        </p>
      )}
    </>
  );
}

export default function RecordingsPage({ query }: PageProps) {
  const filters = { page: query.get('page') ?? '', bought: query.get('bought') ?? '' };
  const path = recordingsApiPath(filters);
  const list = useRouteQuery('listRecordings', recordingsRequest(filters));
  return (
    <>
      <PageHeader title="Recordings">
        <Link className="button" href={hrefFor('recordings-settings')}>
          Recording settings
        </Link>
      </PageHeader>
      <Filters key={path} page={filters.page} bought={filters.bought} />
      <LoadView load={list}>{(data) => <RecordingsTable key={path} first={data} filters={filters} />}</LoadView>
    </>
  );
}
