/**
 * Import (`/config/import`, Settings; issue 34): the owner brings a site in from WordPress,
 * Shopify, the hosted builder or WooCommerce, watches the import's progress and reads every row
 * that was not taken; and takes products, customers and orders away as CSV.
 */
import type { ImportKind } from '@plinth/api';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { importState, KIND_LABELS, KINDS, recentImports, startImport, type ImportSummary } from './imports-api.ts';
import './imports.css';

function ImportReport({ state }: { state: ImportSummary }) {
  return (
    <div className="imports__report" role="status" aria-live="polite">
      <p className="imports__status">
        {state.status === 'running' ? `Importing ${state.fileName}… ${state.progress}%` : state.status === 'done' ? `${state.fileName} imported.` : `${state.fileName} could not be imported.`}
      </p>
      <progress className="imports__bar" max={100} value={state.progress} aria-label="Import progress" />
      <p>
        {state.created} created, {state.updated} updated, {state.skipped} unchanged or skipped
        {state.errors.length ? `, ${state.errors.length} ${state.errors.length === 1 ? 'problem' : 'problems'}:` : '.'}
      </p>
      {state.failure && <p className="form__problem">{state.failure}</p>}
      {state.errors.length > 0 && (
        <ul className="imports__errors">
          {state.errors.map((e, i) => (
            <li key={`${e.line}-${i}`}>
              Line {e.line}: {e.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function ImportPage() {
  const { api, timeZone } = useSession();
  const id = useId();
  const history = useCombinedQuery([routeKey('listImports')], recentImports);
  const [kind, setKind] = useState<ImportKind>('wordpress');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [current, setCurrent] = useState<ImportSummary | null>(null);

  // Follows the running import until it ends.
  useEffect(() => {
    if (!current || current.status !== 'running') return;
    const timer = setTimeout(() => {
      importState(api, current.id).then(
        (next) => {
          setCurrent(next);
          if (next.status !== 'running') void recentImports(api).then((fresh) => history.setData(() => fresh));
        },
        () => setCurrent({ ...current }),
      );
    }, 500);
    return () => clearTimeout(timer);
  }, [api, current, history]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!file) return setProblem('Choose the file to import.');
    setSending(true);
    try {
      const started = await startImport(api, kind, file);
      setCurrent(await importState(api, started.id));
    } catch (failure) {
      setProblem((failure as Error).message);
    } finally {
      setSending(false);
    }
  };

  const running = current?.status === 'running';
  return (
    <>
      <PageHeader title="Import" />
      <p className="field__hint">
        Bring your site from where it is now. Running an import again updates what it made before instead of making copies, and every old address of an imported post,
        page or product sends visitors to its new one.
      </p>
      <form className="fieldset imports__form" onSubmit={submit} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="imports__heading">
          Import a file
        </h2>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-kind`}>
            What the file is
          </label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as ImportKind)} aria-describedby={`${id}-kind-hint`}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k].label}
              </option>
            ))}
          </select>
          <span id={`${id}-kind-hint`} className="field__hint">
            {KIND_LABELS[kind].hint}
          </span>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-file`}>
            File
          </label>
          <input id={`${id}-file`} type="file" accept={KIND_LABELS[kind].accept} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        <button type="submit" className="button button--primary" disabled={sending || running}>
          {sending ? 'Sending…' : running ? 'Importing…' : 'Start import'}
        </button>
        {problem && (
          <p className="form__problem" role="alert">
            {problem}
          </p>
        )}
        {current && <ImportReport state={current} />}
      </form>
      <section className="fieldset imports__exports" aria-labelledby={`${id}-exports`}>
        <h2 id={`${id}-exports`} className="imports__heading">
          Export
        </h2>
        <p className="field__hint">CSV files a spreadsheet opens, in the columns the imports above read back.</p>
        <div className="imports__links">
          <a className="button" href={api.urlFor('exportProducts', { query: { format: 'shopify' } })} download>
            Products (Shopify columns)
          </a>
          <a className="button" href={api.urlFor('exportProducts', { query: { format: 'squarespace' } })} download>
            Products (hosted builder columns)
          </a>
          <a className="button" href={api.urlFor('exportCustomers')} download>
            Customers
          </a>
          <a className="button" href={api.urlFor('exportOwnerOrders', { query: {} })} download>
            Orders
          </a>
        </div>
      </section>
      <LoadView load={history}>
        {({ imports }) =>
          imports.length === 0 ? null : (
            <table className="table">
              <caption className="table__caption">Recent imports</caption>
              <thead>
                <tr>
                  <th scope="col">File</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Started</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {imports.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.fileName}</th>
                    <td>{KIND_LABELS[row.kind].label}</td>
                    <td>{formatDateTime(row.createdAt, timeZone)}</td>
                    <td>
                      {row.status === 'running' ? `Running, ${row.progress}%` : row.status === 'failed' ? 'Failed' : `${row.created} created, ${row.updated} updated`}
                      {row.errors.length ? `, ${row.errors.length} problems` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </LoadView>
    </>
  );
}
