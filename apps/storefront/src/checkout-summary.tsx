/**
 * The order summary of checkout: one line per cart entry (title, variant,
 * quantity, line total).
 */
import { formatMoney, type CartEntry, type CurrencyCode } from '@plinth/commerce';

/** Props of {@link CheckoutSummary}. */
export interface CheckoutSummaryProps {
  entries: CartEntry[];
  currency: CurrencyCode;
}

/** Renders the lines. */
export function CheckoutSummary({ entries, currency }: CheckoutSummaryProps) {
  return (
    <ul className="plinth-summary" aria-label="Order summary">
      {entries.map((entry) => {
        const attributes = Object.values(entry.chosenVariant.attributes).join(' / ');
        return (
          <li key={entry.id} className="plinth-summary__line">
            <span className="plinth-summary__title">
              {entry.title}
              {attributes && <span className="plinth-summary__variant"> — {attributes}</span>}
              <span className="plinth-summary__quantity"> × {entry.quantity}</span>
            </span>
            <span className="plinth-summary__total">{formatMoney(entry.subTotalCents, currency)}</span>
          </li>
        );
      })}
    </ul>
  );
}
