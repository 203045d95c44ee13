/** Orders (`/config/orders`): newest first, each linking to its detail; test orders are marked. */
import type { Order } from '../../api/types.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useLoad } from '../../components/use-load.ts';
import { formatDateTime } from '../../format.ts';
import { formatMoneyValue } from '../../money.ts';
import { Link, navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-registry.ts';

export default function OrdersPage({ query }: PageProps) {
  const { api } = useSession();
  const cursor = query.get('cursor') ?? '';
  const path = `/api/owner/orders${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
  const load = useLoad(() => api.get<{ orders: Order[]; nextCursor?: string | null }>(path), path);
  return (
    <>
      <PageHeader title="Orders" />
      <LoadView load={load}>
        {({ orders, nextCursor }) => (
          <>
            {orders.length === 0 ? (
              <p className="empty">No orders yet.</p>
            ) : (
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Date</th>
                    <th scope="col">Customer</th>
                    <th scope="col" className="num">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((order) => (
                    <tr key={order.id}>
                      <th scope="row">
                        <Link href={hrefFor('order', { id: order.id })}>#{order.orderNumber}</Link>
                        {order.testMode && <span className="badge badge--muted">Test</span>}
                      </th>
                      <td>{formatDateTime(order.createdAt)}</td>
                      <td>{order.customerEmail}</td>
                      <td className="num">{formatMoneyValue(order.grandTotal)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {nextCursor && (
              <nav className="pager" aria-label="Pages of orders">
                <button type="button" className="button" onClick={() => navigate(`${hrefFor('orders')}?cursor=${encodeURIComponent(nextCursor)}`)}>
                  Next page
                </button>
              </nav>
            )}
          </>
        )}
      </LoadView>
    </>
  );
}
