/** A webhook's delivery log: event, status, attempts, the receiver's answer, when. */
import { LoadView } from '../../components/load-view.tsx';
import { useSession } from '../../components/session.ts';
import { useLoad } from '../../components/use-load.ts';
import { deliveryLog, type WebhookDelivery } from './integrations-api.ts';

const STATUS_LABEL: Record<WebhookDelivery['status'], string> = { pending: 'Retrying', delivered: 'Delivered', failed: 'Failed', dropped: 'Dropped' };

const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function DeliveryLog({ webhookId, url, version }: { webhookId: string; url: string; version: number }) {
  const { api } = useSession();
  const log = useLoad(() => deliveryLog(api, webhookId), `log-${webhookId}-${version}`);
  return (
    <LoadView load={log}>
      {(deliveries) =>
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
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </LoadView>
  );
}
