/** One order (`/config/orders/:id`): its lines, totals and whether it was placed in test mode. */
import type { Order } from '../../api/types.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { formatMoneyValue } from '../../money.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';

export default function OrderPage({ params }: PageProps) {
  const load = useRouteQuery('getOwnerOrder', { params: { id: params.id } });
  return (
    <LoadView load={load}>
      {({ order }) => {
        return (
          <>
            <PageHeader title={`Order #${order.orderNumber}`}>
              <Link href={hrefFor('orders')}>All orders</Link>
            </PageHeader>
            <dl className="facts">
              <dt>Placed</dt>
              <dd>{formatDateTime(order.createdAt)}</dd>
              <dt>Customer</dt>
              <dd>{order.customerEmail}</dd>
              <dt>Mode</dt>
              <dd>{order.testMode ? <span className="badge badge--muted">Test mode</span> : 'Live'}</dd>
            </dl>
            <table className="table">
              <caption className="table__caption">Items</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">SKU</th>
                  <th scope="col" className="num">Quantity</th>
                  <th scope="col" className="num">Unit price</th>
                  <th scope="col" className="num">Amount</th>
                </tr>
              </thead>
              <tbody>
                {(order.items ?? []).map((item, index) => (
                  <tr key={index}>
                    <th scope="row">{item.productName}</th>
                    <td>{item.sku}</td>
                    <td className="num">{item.quantity}</td>
                    <td className="num">{formatMoneyValue(item.unitPrice)}</td>
                    <td className="num">{formatMoneyValue(item.unitPrice, item.quantity)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <TotalRow label="Subtotal" value={formatMoneyValue(order.subtotal)} />
                {Number(order.discountTotal.value) > 0 && <TotalRow label="Discount" value={`−${formatMoneyValue(order.discountTotal)}`} />}
                <TotalRow label="Shipping" value={formatMoneyValue(order.shippingTotal)} />
                <TotalRow label="Tax" value={formatMoneyValue(order.taxTotal)} />
                <TotalRow label="Total" value={formatMoneyValue(order.grandTotal)} strong />
              </tfoot>
            </table>
          </>
        );
      }}
    </LoadView>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'total total--grand' : 'total'}>
      <th scope="row" colSpan={4} className="num">
        {label}
      </th>
      <td className="num">{value}</td>
    </tr>
  );
}
