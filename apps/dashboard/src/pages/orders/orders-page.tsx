/** Orders (`/config/orders`): newest first, each linking to its detail; test orders are marked. */
import type { OrdersPage } from '../../api/types.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { NextPage, withCursor } from '../../components/pager.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { formatMoneyValue } from '../../money.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';

export default function OrdersPage({ query }: PageProps) {
  const load = useRouteQuery('listOwnerOrders', { query: { cursor: query.get('cursor') ?? undefined } });
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
            <NextPage label="Pages of orders" href={nextCursor && withCursor(hrefFor('orders'), nextCursor)} />
          </>
        )}
      </LoadView>
    </>
  );
}
