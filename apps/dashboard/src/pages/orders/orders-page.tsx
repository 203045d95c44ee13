/**
 * Orders (`/config/orders`): newest first, each linking to its detail; search by number, e-mail or
 * name, filter by payment and fulfilment state and days, export what the filters find as CSV. The
 * query lives in the URL. Test orders are marked.
 */
import { useState, type FormEvent } from 'react';
import type { OrdersPage as OrdersAnswer } from '../../api/types.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { NextPage } from '../../components/pager.tsx';
import { useSession } from '../../components/session.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { formatMoneyValue } from '../../money.ts';
import { Link, navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { FULFILMENT_STATES, orderFilterSearch, ordersRequest, parseOrderFilters, PAYMENT_STATES, type OrderFilterQuery } from './order-filters.ts';
import './orders.css';

export default function OrdersPage({ query: params }: PageProps) {
  const { api } = useSession();
  const query = parseOrderFilters(params);
  const load = useRouteQuery('listOwnerOrders', ordersRequest(query));
  const [draft, setDraft] = useState(query);
  const go = (next: Partial<OrderFilterQuery>) => navigate(hrefFor('orders') + orderFilterSearch({ ...query, cursor: '', ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ ...draft, q: draft.q.trim(), cursor: '' });
  };
  const filtered = Boolean(query.q || query.paymentStatus || query.fulfillmentStatus || query.from || query.to);
  const { cursor: _cursor, ...exportFilters } = ordersRequest(query)?.query ?? {};

  return (
    <>
      <PageHeader title="Orders">
        <a className="button" href={api.urlFor('exportOwnerOrders', { query: exportFilters })} download>
          Export CSV
        </a>
      </PageHeader>
      <form role="search" aria-label="Find orders" className="order-filters" onSubmit={submit}>
        <label className="field order-filters__search">
          <span className="field__label">Search</span>
          <input type="search" value={draft.q} placeholder="Order number, e-mail or name" onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
        </label>
        <StateFilter label="Payment" states={PAYMENT_STATES} value={draft.paymentStatus} onChange={(value) => setDraft({ ...draft, paymentStatus: value as OrderFilterQuery['paymentStatus'] })} />
        <StateFilter label="Fulfilment" states={FULFILMENT_STATES} value={draft.fulfillmentStatus} onChange={(value) => setDraft({ ...draft, fulfillmentStatus: value as OrderFilterQuery['fulfillmentStatus'] })} />
        <label className="field">
          <span className="field__label">From</span>
          <input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label className="field">
          <span className="field__label">To</span>
          <input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <button type="submit" className="button button--primary">
          Find
        </button>
        {filtered && (
          <Link className="button" href={hrefFor('orders')} onClick={() => setDraft(parseOrderFilters(new URLSearchParams()))}>
            Clear
          </Link>
        )}
      </form>
      <LoadView load={load}>
        {({ orders, nextCursor }: OrdersAnswer) => (
          <>
            {orders.length === 0 ? (
              <p className="empty">{filtered ? 'No orders match these filters.' : 'No orders yet.'}</p>
            ) : (
              <table className="table orders-table">
                <caption className="visually-hidden">Orders, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Date</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Payment</th>
                    <th scope="col">Fulfilment</th>
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
                        {order.cancelledAt !== null && <span className="badge badge--muted">Cancelled</span>}
                      </th>
                      <td data-label="Date">{formatDateTime(order.createdAt)}</td>
                      <td data-label="Customer">{order.customerEmail}</td>
                      <td data-label="Payment" className="state">
                        {PAYMENT_STATES[order.paymentStatus]}
                      </td>
                      <td data-label="Fulfilment" className="state">
                        {FULFILMENT_STATES[order.fulfillmentStatus]}
                      </td>
                      <td data-label="Total" className="num">
                        {formatMoneyValue(order.grandTotal)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <NextPage label="Pages of orders" href={nextCursor && hrefFor('orders') + orderFilterSearch({ ...query, cursor: nextCursor })} />
          </>
        )}
      </LoadView>
    </>
  );
}

/** A filter on one of the order's states: "Any" or one state, by its label. */
function StateFilter({ label, states, value, onChange }: { label: string; states: Record<string, string>; value: string | undefined; onChange(value: string): void }) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        <option value="">Any</option>
        {Object.entries(states).map(([state, text]) => (
          <option key={state} value={state}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
