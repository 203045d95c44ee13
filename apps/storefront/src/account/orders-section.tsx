/**
 * The account's orders, newest first: number, status, date, items, totals, and the link to the
 * order page.
 */
import { useCallback } from 'react';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { accountApi, type AccountApi, type AccountOrder } from './account-api.ts';
import { dateText, moneyText } from './display.ts';
import { LoadedView } from './loaded-view.tsx';
import { useLoaded } from './use-loaded.ts';

/** One order. */
export function OrderItem({ order, locale }: { order: AccountOrder; locale?: string }) {
  const titleId = `plinth-account-order-${order.id}`;
  return (
    <li className="plinth-account__item">
      <div className="plinth-account__item-head">
        <h3 id={titleId} className="plinth-account__item-title">{ACCOUNT_TEXT.orderTitle(order.orderNumber)}</h3>
        <span className="plinth-account__status-badge">{order.statusText}</span>
      </div>
      <p className="plinth-account__meta">{ACCOUNT_TEXT.orderPlaced(dateText(order.createdAt, locale), moneyText(order.grandTotal))}</p>
      <ul className="plinth-account__lines" aria-label="Items">
        {order.items.map((item, index) => (
          <li key={`${item.sku}-${index}`}>
            {item.productName} × {item.quantity} — {moneyText(item.lineTotal)}
          </li>
        ))}
      </ul>
      {order.url && (
        <p>
          <a href={order.url}>{ACCOUNT_TEXT.viewOrder(order.orderNumber)}</a>
        </p>
      )}
    </li>
  );
}

/** The list, or the sentence saying there is none. */
export function OrdersList({ orders, locale }: { orders: AccountOrder[]; locale?: string }) {
  if (orders.length === 0) return <p className="plinth-account__empty">{ACCOUNT_TEXT.noOrders}</p>;
  return (
    <ul className="plinth-account__list">
      {orders.map((order) => (
        <OrderItem key={order.id} order={order} locale={locale} />
      ))}
    </ul>
  );
}

/** The section (loads the orders). */
export function OrdersSection({ api = accountApi }: { api?: AccountApi }) {
  const [state] = useLoaded(useCallback(() => api.orders(), [api]));
  return (
    <AccountSection name="orders">
      <LoadedView state={state}>{({ orders }) => <OrdersList orders={orders} />}</LoadedView>
    </AccountSection>
  );
}
