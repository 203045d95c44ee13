/** Outbox (`/config/outbox`): the e-mails the site sent or keeps (no SMTP), newest first. */
import type { OutboxMessage } from '../../api/types.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { NextPage, withCursor } from '../../components/pager.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';

export default function OutboxPage({ query }: PageProps) {
  const load = useRouteQuery('listOutboxMessages', { query: { cursor: query.get('cursor') ?? undefined } });
  return (
    <>
      <PageHeader title="Outbox" />
      <LoadView load={load}>
        {({ messages, nextCursor }) => (
          <>
            {messages.length === 0 ? (
              <p className="empty">No e-mails yet.</p>
            ) : (
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Subject</th>
                    <th scope="col">To</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Status</th>
                    <th scope="col">Date</th>
                  </tr>
                </thead>
                <tbody>
                  {messages.map((message) => (
                    <tr key={message.id}>
                      <th scope="row">
                        <Link href={hrefFor('outbox-message', { id: message.id })}>{message.subject || '(no subject)'}</Link>
                      </th>
                      <td>{message.to}</td>
                      <td>{message.kind}</td>
                      <td>
                        <span className={`badge badge--${message.status}`}>{message.status}</span>
                      </td>
                      <td>{formatDateTime(message.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <NextPage label="Pages of e-mails" href={nextCursor && withCursor(hrefFor('outbox'), nextCursor)} />
          </>
        )}
      </LoadView>
    </>
  );
}
