/**
 * One order (`/config/orders/:id`): its lines and totals, the buyer and shipping address, the
 * payment, shipments and refunds, and a timeline; owners with orders:write fulfil (with a tracking
 * number), refund (items or an amount, restocking or not) and cancel an unshipped order.
 */
import { roleAllows } from '@plinth/platform';
import type { RouteAnswer } from '@plinth/api/client';
import type { MoneyValue, Order } from '../../api/types.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { formatMoneyValue } from '../../money.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { cardBrandName } from './card-brand.ts';
import { FULFILMENT_STATES, PAYMENT_STATES } from './order-filters.ts';
import { OrderWork } from './order-work.tsx';
import './orders.css';

type Detail = RouteAnswer<'getOwnerOrder'>;

const ADDRESS_LINES: readonly (readonly string[])[] = [['firstName', 'lastName'], ['company'], ['address1'], ['address2'], ['city', 'region', 'postalCode'], ['country'], ['phone']];

/** The shipping address as lines, in the order an envelope reads. */
function addressLines(address: Record<string, string>): string[] {
  const known = new Set(ADDRESS_LINES.flat());
  const lines = ADDRESS_LINES.map((keys) => keys.map((k) => address[k]?.trim()).filter(Boolean).join(' ')).filter(Boolean);
  return [...lines, ...Object.entries(address).filter(([k, v]) => !known.has(k) && v.trim()).map(([, v]) => v)];
}

export default function OrderPage({ params }: PageProps) {
  const { contributor } = useSession();
  const load = useRouteQuery('getOwnerOrder', { params: { id: params.id } });
  const canWork = roleAllows(contributor.role, 'orders:write');
  return (
    <LoadView load={load}>
      {(detail: Detail) => {
        const order = detail.order as unknown as Order;
        return (
          <>
            <PageHeader title={`Order #${order.orderNumber}`}>
              <Link href={hrefFor('orders')}>All orders</Link>
            </PageHeader>
            <dl className="facts">
              <dt>Placed</dt>
              <dd>{formatDateTime(order.createdAt)}</dd>
              <dt>Payment</dt>
              <dd>{PAYMENT_STATES[order.paymentStatus]}</dd>
              <dt>Fulfilment</dt>
              <dd>
                {FULFILMENT_STATES[order.fulfillmentStatus]}
                {order.cancelledAt !== null && <span className="badge badge--muted">Cancelled {formatDateTime(order.cancelledAt)}</span>}
              </dd>
              <dt>Mode</dt>
              <dd>{order.testMode ? <span className="badge badge--muted">Test mode</span> : 'Live'}</dd>
            </dl>
            <div className="order-table-wrap">
              <table className="table order-items">
                <caption className="table__caption">Items</caption>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col" className="num">Quantity</th>
                    <th scope="col" className="num">Shipped</th>
                    <th scope="col" className="num">Refunded</th>
                    <th scope="col" className="num">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {order.items.map((item) => (
                    <tr key={item.id}>
                      <th scope="row">
                        {item.productName}
                        <br />
                        <small>{item.sku}</small>
                      </th>
                      <td className="num" data-label="Quantity">
                        {item.quantity} × {formatMoneyValue(item.unitPrice)}
                      </td>
                      <td className="num" data-label="Shipped">
                        {item.fulfilledQuantity}
                      </td>
                      <td className="num" data-label="Refunded">
                        {item.refundedQuantity}
                      </td>
                      <td className="num" data-label="Amount">
                        {formatMoneyValue(item.unitPrice, item.quantity)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <TotalRow label="Subtotal" value={formatMoneyValue(order.subtotal)} />
                  {detail.discountLines?.length
                    ? detail.discountLines.map((line, index) => <TotalRow key={`${line.label}-${index}`} label={line.label} value={`−${formatMoneyValue(line.amount)}`} />)
                    : Number(order.discountTotal.value) > 0 && <TotalRow label="Discount" value={`−${formatMoneyValue(order.discountTotal)}`} />}
                  <TotalRow label="Shipping" value={formatMoneyValue(order.shippingTotal)} />
                  {detail.taxLines?.length ? (
                    detail.taxLines.map((line) => <TotalRow key={line.label} label={line.label} value={formatMoneyValue(line.amount)} />)
                  ) : (
                    <TotalRow label="Tax" value={formatMoneyValue(order.taxTotal)} />
                  )}
                  <TotalRow label="Total" value={formatMoneyValue(order.grandTotal)} strong />
                  {Number(order.refundedTotal.value) > 0 && <TotalRow label="Refunded" value={`−${formatMoneyValue(order.refundedTotal)}`} />}
                </tfoot>
              </table>
            </div>
            <div className="order-sections">
              <section className="order-section" aria-labelledby="order-customer">
                <h2 id="order-customer">Customer</h2>
                <p>
                  <a href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a>
                </p>
                <h3 className="field__label">Shipping address</h3>
                {order.shippingAddress ? (
                  <address>
                    {addressLines(order.shippingAddress).map((line, i) => (
                      <div key={i}>{line}</div>
                    ))}
                  </address>
                ) : (
                  <p className="empty">No shipping address (nothing to ship).</p>
                )}
              </section>
              <section className="order-section" aria-labelledby="order-payment">
                <h2 id="order-payment">Payment</h2>
                {detail.payment ? (
                  <dl className="facts">
                    <dt>Provider</dt>
                    <dd>{detail.payment.provider === 'stripe' ? 'Stripe' : 'Test provider'}</dd>
                    <dt>State</dt>
                    <dd>{detail.payment.status === 'succeeded' ? 'Paid' : detail.payment.status}</dd>
                    <dt>Amount</dt>
                    <dd>{formatMoneyValue(detail.payment.amount)}</dd>
                    {detail.payment.cardLast4 && (
                      <>
                        <dt>Card</dt>
                        <dd>
                          {cardBrandName(detail.payment.cardBrand)} ending {detail.payment.cardLast4}
                        </dd>
                      </>
                    )}
                    {detail.payment.providerPaymentId && (
                      <>
                        <dt>Reference</dt>
                        <dd>
                          {detail.payment.providerUrl ? (
                            <a href={detail.payment.providerUrl} target="_blank" rel="noreferrer">
                              {detail.payment.providerPaymentId} (opens Stripe)
                            </a>
                          ) : (
                            <code>{detail.payment.providerPaymentId}</code>
                          )}
                        </dd>
                      </>
                    )}
                  </dl>
                ) : (
                  <p className="empty">No card payment recorded for this order.</p>
                )}
              </section>
              <section className="order-section" aria-labelledby="order-shipments">
                <h2 id="order-shipments">Shipments</h2>
                {detail.fulfillments.length === 0 ? (
                  <p className="empty">Nothing shipped yet.</p>
                ) : (
                  <ul className="timeline">
                    {detail.fulfillments.map((f) => (
                      <li key={f.id}>
                        <span>
                          {f.carrier}: {f.trackingUrl ? <a href={f.trackingUrl}>{f.trackingNumber}</a> : f.trackingNumber} ({f.lines.reduce((n, l) => n + l.quantity, 0)} items)
                        </span>
                        <time dateTime={new Date(f.createdAt).toISOString()}>{formatDateTime(f.createdAt)}</time>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
            {canWork && <OrderWork order={order} paid={detail.payment?.status === 'succeeded' ? (detail.payment.amount as MoneyValue) : null} />}
            <section className="order-section" aria-labelledby="order-timeline">
              <h2 id="order-timeline">Timeline</h2>
              <ol className="timeline">
                {detail.timeline.map((step, i) => (
                  <li key={i}>
                    <span>{step.text}</span>
                    <time dateTime={new Date(step.at).toISOString()}>{formatDateTime(step.at)}</time>
                  </li>
                ))}
              </ol>
            </section>
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
