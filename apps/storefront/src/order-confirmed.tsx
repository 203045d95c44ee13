/**
 * The OrderConfirmed island (page type 202): the order's number, items,
 * totals, test-mode flag, a link to its status page (211) and a "Go to <area>" link per member area it bought;
 * once shown in the browser it fires the purchase event (purchase-tracking.ts).
 * Lazy chunk.
 */
import { useEffect } from 'react';
import { CreateAccountWithOrder } from './account/checkout-account-links.tsx';
import { formatMoney } from '@plinth/commerce';
import { CheckoutTotals } from './checkout-totals.tsx';
import type { ConfirmedOrder } from './checkout-types.ts';
import { trackCommerceEvent } from './analytics/commerce-events.ts';
import { trackPurchase } from './purchase-tracking.ts';

/** Props of {@link OrderConfirmed}. */
export interface OrderConfirmedProps {
  order: ConfirmedOrder;
}

/**
 * Whether this browser shows the order's confirmation for the first time in this tab's session: a
 * reload must not count the purchase twice in the owner's analytics. Without session storage, yes.
 */
export function firstConfirmation(orderId: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStorageOrNull()): boolean {
  const key = `plinth_purchase_${orderId}`;
  try {
    if (storage?.getItem(key)) return false;
    storage?.setItem(key, '1');
  } catch {
    // Storage refused: count it.
  }
  return true;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Renders the confirmation and tracks the purchase once. */
export function OrderConfirmed({ order }: OrderConfirmedProps) {
  useEffect(() => {
    const event = trackPurchase(order, window as unknown as Window & { dataLayer?: unknown[] });
    if (firstConfirmation(order.id)) void trackCommerceEvent('purchase', { ...event, order_id: order.id });
  }, [order]);
  const money = (cents: number) => formatMoney(cents, order.currency);
  return (
    <section className="plinth-order" aria-labelledby="plinth-order-title">
      <h1 id="plinth-order-title" className="plinth-order__title">Thank you! Your order is confirmed.</h1>
      <p className="plinth-order__number">Order #{order.orderNumber}</p>
      {order.testMode && <p className="plinth-order__test-mode">Test mode: no real payment was taken.</p>}
      {order.customerEmail && <p className="plinth-order__email">A confirmation has been sent to {order.customerEmail}.</p>}
      <ul className="plinth-summary" aria-label="Items">
        {order.items.map((item, index) => (
          <li key={`${item.sku}-${index}`} className="plinth-summary__line">
            <span className="plinth-summary__title">
              {item.productName}
              <span className="plinth-summary__quantity"> × {item.quantity}</span>
            </span>
            <span className="plinth-summary__total">{money(item.unitPriceCents * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <CheckoutTotals
        currency={order.currency}
        subtotalCents={order.subtotalCents}
        discountCents={order.discountCents}
        shippingCostCents={order.shippingCents}
        taxCents={order.taxCents}
        taxLines={order.taxLines}
        grandTotalCents={order.grandTotalCents}
      />
      {order.giftCardCents > 0 && (
        <dl className="plinth-totals plinth-order__payments">
          <div className="plinth-totals__row">
            <dt>Gift card</dt>
            <dd>-{money(order.giftCardCents)}</dd>
          </div>
          <div className="plinth-totals__row">
            <dt>Paid by card</dt>
            <dd>{money(order.amountPaidCents)}</dd>
          </div>
        </dl>
      )}
      {order.subscriptions > 0 && <p className="plinth-order__subscription">Your subscription has started. You will be billed on schedule; each renewal is e-mailed to you.</p>}
      {order.memberAreas.map((area) => (
        <p key={area.url} className="plinth-order__membership">
          <a href={area.url}>{`Go to ${area.name}`}</a>
        </p>
      ))}
      <p className="plinth-order__status">
        <a href={order.statusUrl}>Check your order&apos;s status</a>
      </p>
      {order.customerEmail && <CreateAccountWithOrder email={order.customerEmail} />}
      <p><a href="/">Continue shopping</a></p>
    </section>
  );
}
