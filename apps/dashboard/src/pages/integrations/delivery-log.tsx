/** A webhook's delivery log: event, status, attempts, the receiver's answer, when. */
import { useEffect, useRef, useState } from 'react';
import { LoadView } from '../../components/load-view.tsx';
import { useSession } from '../../components/session.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { integrationFailure } from './call-failure.ts';
import { retryDelivery, type WebhookDelivery } from './integrations-api.ts';

const STATUS_LABEL: Record<WebhookDelivery['status'], string> = { pending: 'Retrying', delivered: 'Delivered', failed: 'Failed', dropped: 'Dropped' };

const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function DeliveryLog({ webhookId, url, version }: { webhookId: string; url: string; version: number }) {
  const { api } = useSession();
  const [error, setError] = useState<string | null>(null);
  const log = useRouteQuery('listWebhookDeliveries', { params: { id: webhookId }, query: { limit: 20 } });
  const shown = useRef(version);
  useEffect(() => {
    // A test delivery was sent: the log has a new line.
    if (shown.current !== version) log.retry();
    shown.current = version;
  }, [version, log]);
  const retry = async (deliveryId: string) => {
    setError(null);
    try {
      await retryDelivery(api, webhookId, deliveryId);
      log.retry();
    } catch (failure) {
      setError(integrationFailure(failure));
    }
  };
  return (
    <>
      {error && (
        <p className="integration__error" role="alert">
          {error}
        </p>
      )}
      <LoadView load={log}>
        {({ deliveries }) =>
          deliveries.length === 0 ? (
            <p className="field__hint">Nothing sent yet.</p>
          ) : (
            <table className="table table--nested">
              <caption className="table__caption">Delivery log of {url}</caption>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="num">
                    Attempts
                  </th>
                  <th scope="col">Response</th>
                  <th scope="col">Time</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {deliveries.map((d) => (
                  <tr key={d.id}>
                    <th scope="row">{d.event}</th>
                    <td>
                      <span className={`badge badge--status ${d.status === 'failed' ? 'badge--failed' : d.status === 'delivered' ? 'badge--connected' : ''}`}>{STATUS_LABEL[d.status]}</span>
                      {d.status === 'pending' && d.nextAttemptAt ? <span className="field__hint"> next {when(d.nextAttemptAt)}</span> : null}
                    </td>
                    <td className="num">{d.attempts}</td>
                    <td>{d.responseStatus !== null ? `HTTP ${d.responseStatus}` : (d.error ?? '—')}</td>
                    <td>{when(d.deliveredAt ?? d.createdAt)}</td>
                    <td className="actions">
                      {d.status === 'failed' && (
                        <button type="button" className="button button--small" onClick={() => void retry(d.id)} aria-label={`Retry ${d.event} of ${when(d.createdAt)}`}>
                          Retry
                        </button>
                      )}
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
