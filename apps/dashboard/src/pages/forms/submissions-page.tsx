/**
 * Submissions of a form (`/config/forms/:id/submissions?search=&cursor=`):
 * newest first, a search over the answers, the CSV export, and a link to each.
 */
import { useState, type FormEvent } from 'react';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { NextPage } from '../../components/pager.tsx';
import { useApi } from '../../components/api-context.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { Link, navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { asOwnerForm } from './forms-types.ts';
import { submissionPreview } from './submission-preview.ts';

/** The query string of a submissions page. */
export function submissionsQuery(search: string, cursor = ''): string {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export default function SubmissionsPage({ params, query }: PageProps) {
  const api = useApi();
  const search = query.get('search') ?? '';
  const cursor = query.get('cursor') ?? '';
  const formRequest = { params: { id: params.id } };
  const page = { params: { id: params.id }, query: { search: search.trim() || undefined, cursor: cursor || undefined } };
  const load = useCombinedQuery([routeKey('getOwnerForm', formRequest), routeKey('listFormSubmissions', page)], async () => {
    const [{ form: found }, submissions] = await Promise.all([api.call('getOwnerForm', formRequest), api.call('listFormSubmissions', page)]);
    return { form: asOwnerForm(found), ...submissions };
  });
  const [text, setText] = useState(search);
  const here = hrefFor('form-submissions', { id: params.id });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`${here}${submissionsQuery(text)}`);
  };
  return (
    <LoadView load={load}>
      {({ form, submissions, nextCursor }) => (
        <>
          <PageHeader title={`Submissions: ${form.name}`}>
            <Link href={hrefFor('forms')}>All forms</Link>
            <a className="button" href={api.urlFor('exportFormSubmissions', formRequest)} download>
              Export CSV
            </a>
          </PageHeader>
          <form className="toolbar" role="search" onSubmit={submit}>
            <label className="field field--inline toolbar__search">
              <span className="field__label">Search submissions</span>
              <input type="search" value={text} maxLength={200} onChange={(event) => setText(event.target.value)} />
            </label>
            <button type="submit" className="button">
              Search
            </button>
          </form>
          {submissions.length === 0 ? (
            <p className="empty">{search ? `No submissions match '${search}'.` : 'No submissions yet.'}</p>
          ) : (
            <table className="table">
              <caption className="table__caption">Newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Answers</th>
                  <th scope="col">Page</th>
                </tr>
              </thead>
              <tbody>
                {submissions.map((submission) => (
                  <tr key={submission.id}>
                    <th scope="row">
                      <Link href={hrefFor('form-submission', { id: params.id, submissionId: submission.id })}>{formatDateTime(submission.createdAt)}</Link>
                    </th>
                    <td>{submissionPreview(form, submission.values)}</td>
                    <td>{submission.pagePath}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <NextPage label="Pages of submissions" href={nextCursor && `${here}${submissionsQuery(search, nextCursor)}`} />
        </>
      )}
    </LoadView>
  );
}
