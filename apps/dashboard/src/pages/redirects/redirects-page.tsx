/**
 * URL redirects (`/config/redirects`, Settings; issue 34): where visitors and search engines that
 * know the site's old addresses are sent. One redirect at a time, or many pasted as the hosted
 * builder's URL mappings (`/old-path -> /new-path 301`, `[name]` standing for one part of the path).
 */
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { addMappings, addRedirect, listRedirects, removeRedirect, type RedirectSummary } from './redirects-api.ts';
import './redirects.css';

export default function RedirectsPage() {
  const { api } = useSession();
  const id = useId();
  const list = useCombinedQuery([routeKey('listRedirects')], listRedirects);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<301 | 302>(301);
  const [force, setForce] = useState(false);
  const [text, setText] = useState('');
  const [bulkResult, setBulkResult] = useState<{ created: number; updated: number; errors: Array<{ line: number; message: string }> } | null>(null);
  const [deleting, setDeleting] = useState<RedirectSummary | null>(null);

  const add = useAction(async () => {
    const { redirect } = await addRedirect(api, { from, to, status, force });
    list.setData((data) => ({ redirects: [...data.redirects.filter((r) => r.id !== redirect.id), redirect].sort((a, b) => a.from.toLowerCase().localeCompare(b.from.toLowerCase())) }));
    setFrom('');
    setTo('');
  });
  const bulk = useAction(async () => {
    setBulkResult(await addMappings(api, text, false));
    const fresh = await listRedirects(api);
    list.setData(() => fresh);
    setText('');
  });
  const remove = useAction(async (redirect: RedirectSummary) => {
    await removeRedirect(api, redirect.id);
    list.setData((data) => ({ redirects: data.redirects.filter((r) => r.id !== redirect.id) }));
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add.run();
  };
  const submitBulk = (event: FormEvent) => {
    event.preventDefault();
    setBulkResult(null);
    void bulk.run();
  };

  return (
    <>
      <PageHeader title="URL redirects" />
      <p className="field__hint">
        Send visitors and search engines from addresses your site used to have to where the page is now. A redirect answers only where no page of this site is, unless
        you choose to replace the page. Letter case and a trailing slash of the old address do not matter.
      </p>
      <div className="redirects__forms">
        <form className="fieldset" onSubmit={submit} aria-labelledby={`${id}-one`}>
          <h2 id={`${id}-one`} className="redirects__heading">
            Add a redirect
          </h2>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-from`}>
              Old address
            </label>
            <input id={`${id}-from`} className="input" value={from} placeholder="/old-page" required onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-to`}>
              New address
            </label>
            <input id={`${id}-to`} className="input" value={to} placeholder="/new-page or https://…" required onChange={(e) => setTo(e.target.value)} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-status`}>
              Kind
            </label>
            <select id={`${id}-status`} className="input" value={status} onChange={(e) => setStatus(Number(e.target.value) === 302 ? 302 : 301)}>
              <option value={301}>301 — moved for good</option>
              <option value={302}>302 — moved for now</option>
            </select>
          </div>
          <label className="field--check">
            <input type="checkbox" checked={force} onChange={(e) => setForce(e.target.checked)} /> Redirect even if a page of this site is at the old address
          </label>
          <button type="submit" className="button button--primary" disabled={add.busy}>
            Add redirect
          </button>
          {add.error && <p className="form__problem" role="alert">{add.error}</p>}
        </form>
        <form className="fieldset" onSubmit={submitBulk} aria-labelledby={`${id}-many`}>
          <h2 id={`${id}-many`} className="redirects__heading">
            Paste URL mappings
          </h2>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-text`}>
              One mapping a line
            </label>
            <textarea id={`${id}-text`} className="input redirects__text" rows={7} value={text} aria-describedby={`${id}-text-hint`} placeholder={'/old-path -> /new-path 301\n/blog/[year]/[month]/[slug] -> /blog/[slug] 301'} onChange={(e) => setText(e.target.value)} />
            <span id={`${id}-text-hint`} className="field__hint">
              As in the hosted builder: <code>/old-path -&gt; /new-path 301</code> (or 302). <code>[name]</code> stands for one part of the path and can be used in the new address.
            </span>
          </div>
          <button type="submit" className="button" disabled={bulk.busy || text.trim() === ''}>
            Add mappings
          </button>
          {bulk.error && <p className="form__problem" role="alert">{bulk.error}</p>}
          {bulkResult && (
            <div role="status" className="redirects__result">
              <p>
                {bulkResult.created} added, {bulkResult.updated} changed{bulkResult.errors.length ? `, ${bulkResult.errors.length} not taken:` : '.'}
              </p>
              {bulkResult.errors.length > 0 && (
                <ul>
                  {bulkResult.errors.map((e) => (
                    <li key={e.line}>
                      Line {e.line}: {e.message}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </form>
      </div>
      <LoadView load={list}>
        {({ redirects }) =>
          redirects.length === 0 ? (
            <p className="empty">No redirects yet.</p>
          ) : (
            <table className="table">
              <caption className="table__caption">Redirects ({redirects.length})</caption>
              <thead>
                <tr>
                  <th scope="col">Old address</th>
                  <th scope="col">New address</th>
                  <th scope="col">Kind</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {redirects.map((redirect) => (
                  <tr key={redirect.id}>
                    <th scope="row">
                      <code>{redirect.from}</code>
                    </th>
                    <td>
                      <code>{redirect.to}</code>
                    </td>
                    <td>
                      {redirect.status}
                      {redirect.force ? ', replaces the page' : ''}
                      {redirect.fromImport ? ' (import)' : ''}
                    </td>
                    <td className="actions">
                      <button type="button" className="button button--small button--danger" aria-label={`Delete redirect from ${redirect.from}`} onClick={() => setDeleting(redirect)}>
                        Delete
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </LoadView>
      {remove.error && <Failure message={remove.error} onRetry={remove.retry} />}
      {deleting && (
        <ConfirmDialog
          title="Delete redirect?"
          message={`Visitors at ${deleting.from} will no longer be sent to ${deleting.to}.`}
          confirmLabel="Delete redirect"
          onClose={(confirmed) => {
            const redirect = deleting;
            setDeleting(null);
            if (confirmed) void remove.run(redirect);
          }}
        />
      )}
    </>
  );
}
