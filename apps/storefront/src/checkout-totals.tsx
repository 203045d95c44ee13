/**
 * The totals of a checkout: subtotal, discount, shipping, tax, gift card and
 * grand total, each through `formatMoney`.
 */
import { formatMoney, type CurrencyCode } from '@plinth/commerce';

/** Props of {@link CheckoutTotals}. */
export interface CheckoutTotalsProps {
  currency: CurrencyCode;
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  /** Paid by a gift card (0 when none). */
  giftCardCents?: number;
  grandTotalCents: number;
}

/** Renders the totals as a description list. */
export function CheckoutTotals({ currency, subtotalCents, discountCents, shippingCostCents, taxCents, giftCardCents = 0, grandTotalCents }: CheckoutTotalsProps) {
  const money = (cents: number) => formatMoney(cents, currency);
  const rows: Array<[string, string, string]> = [
    ['subtotal', 'Subtotal', money(subtotalCents)],
    ...(discountCents > 0 ? [['discount', 'Discount', `-${money(discountCents)}`] as [string, string, string]] : []),
    ['shipping', 'Shipping', money(shippingCostCents)],
    ['tax', 'Tax', money(taxCents)],
    ...(giftCardCents > 0 ? [['gift-card', 'Gift card', `-${money(giftCardCents)}`] as [string, string, string]] : []),
    ['grand-total', 'Grand total', money(grandTotalCents)],
  ];
  return (
    <dl className="plinth-totals">
      {rows.map(([key, label, value]) => (
        <div key={key} className={`plinth-totals__row plinth-totals__row--${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
