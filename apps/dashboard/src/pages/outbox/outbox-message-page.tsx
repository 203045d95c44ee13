/**
 * One e-mail of the outbox (`/config/outbox/:id`). The text body is shown as
 * text; an HTML body goes into a sandboxed frame (no scripts, no same-origin
 * access), since mail HTML is built from visitor input.
 */
import type { OutboxMessageDetail } from '../../api/types.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';

export default function OutboxMessagePage({ params }: PageProps) {
  const load = useRouteQuery('getOutboxMessage', { params: { id: params.id } });
  return (
    <LoadView load={load}>
      {({ message }) => (
        <>
          <PageHeader title={message.subject || '(no subject)'}>
            <Link href={hrefFor('outbox')}>All e-mails</Link>
          </PageHeader>
          <dl className="facts">
            <dt>To</dt>
            <dd>{message.to}</dd>
            <dt>Kind</dt>
            <dd>{message.kind}</dd>
            <dt>Status</dt>
            <dd>{message.status}</dd>
            <dt>Date</dt>
            <dd>{formatDateTime(message.createdAt)}</dd>
          </dl>
          {message.html ? (
            <iframe className="mail-frame" title={`E-mail: ${message.subject}`} sandbox="" srcDoc={message.html} />
          ) : (
            <pre className="mail-text">{message.text ?? ''}</pre>
          )}
        </>
      )}
    </LoadView>
  );
}
