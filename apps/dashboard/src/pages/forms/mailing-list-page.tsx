/** Mailing list (`/config/mailing-list`): the addresses newsletter forms collected, newest first, with their status. */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { NextPage, withCursor } from '../../components/pager.tsx';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import type { MailingListEntry, OwnerForm } from './forms-types.ts';
import { mailingStatus } from './mailing-status.ts';

export default function MailingListPage({ query }: PageProps) {
  const page = { query: { cursor: query.get('cursor') ?? undefined } };
  const load = useCombinedQuery([routeKey('getMailingList', page), routeKey('listOwnerForms')], async (api) => {
    const [list, { forms }] = await Promise.all([api.call('getMailingList', page), api.call('listOwnerForms')]);
    return { ...list, formNames: new Map(forms.map((form) => [form.id, form.name])) };
  });
  return (
    <>
      <PageHeader title="Mailing list">
        <Link href={hrefFor('forms')}>All forms</Link>
      </PageHeader>
      <LoadView load={load}>
        {({ entries, nextCursor, formNames }) => (
          <>
            {entries.length === 0 ? (
              <p className="empty">No subscribers yet.</p>
            ) : (
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">E-mail</th>
                    <th scope="col">Status</th>
                    <th scope="col">Form</th>
                    <th scope="col">Signed up</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id}>
                      <th scope="row">{entry.email}</th>
                      <td>
                        <span className={mailingStatus(entry.status).badge}>{mailingStatus(entry.status).label}</span>
                      </td>
                      <td>{entry.sourceFormId ? (formNames.get(entry.sourceFormId) ?? '—') : '—'}</td>
                      <td>{formatDateTime(entry.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <NextPage label="Pages of subscribers" href={nextCursor && withCursor(hrefFor('mailing-list'), nextCursor)} />
          </>
        )}
      </LoadView>
    </>
  );
}
