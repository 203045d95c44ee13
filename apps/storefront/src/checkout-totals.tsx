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
  /** One line per tax rate (its name, rate and whether the prices include it); none = one "Tax" line. */
  taxLines?: readonly { name: string; rateBasisPoints: number; included?: boolean; taxCents: number }[];
}

/** 'VAT 19% (included)', 'NY State Tax 8.875%'. */
export function taxLineLabel(line: { name: string; rateBasisPoints: number; included?: boolean }): string {
  return `${line.name} ${Number((line.rateBasisPoints / 100).toFixed(5))}%${line.included ? ' (included)' : ''}`;
}

/** Renders the totals as a description list. */
export function CheckoutTotals({ currency, subtotalCents, discountCents, shippingCostCents, taxCents, giftCardCents = 0, grandTotalCents, taxLines = [] }: CheckoutTotalsProps) {
  const money = (cents: number) => formatMoney(cents, currency);
  const rows: Array<[string, string, string]> = [
    ['subtotal', 'Subtotal', money(subtotalCents)],
    ...(discountCents > 0 ? [['discount', 'Discount', `-${money(discountCents)}`] as [string, string, string]] : []),
    ['shipping', 'Shipping', money(shippingCostCents)],
    ...(taxLines.length
      ? taxLines.map((line, index) => [`tax plinth-totals__row--tax-${index}`, taxLineLabel(line), money(line.taxCents)] as [string, string, string])
      : [['tax', 'Tax', money(taxCents)] as [string, string, string]]),
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
