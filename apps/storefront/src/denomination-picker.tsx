/**
 * The gift card's denomination picker: radio buttons of its amounts (the
 * product's `giftCardDenominations`, else its variants' prices). Nothing is
 * chosen at first; the add button then asks for a choice.
 */
import { formatMoney, type Product } from '@plinth/commerce';
import { domId } from './dom-id.ts';

/** The amounts offered, in minor units, in order. */
export function denominationsOf(product: Pick<Product, 'giftCardDenominations' | 'variants'>): number[] {
  const listed = product.giftCardDenominations ?? [];
  return listed.length > 0 ? [...listed] : product.variants.map((variant) => variant.priceCents);
}

/** Props of {@link DenominationPicker}. */
export interface DenominationPickerProps {
  product: Product;
  value: number | null;
  onChange(cents: number): void;
}

/** Renders the radio group. */
export function DenominationPicker({ product, value, onChange }: DenominationPickerProps) {
  const name = domId('plinth', product.id, 'denomination');
  return (
    <fieldset className="plinth-denominations">
      <legend className="plinth-variant-select__legend">Amount</legend>
      {denominationsOf(product).map((cents) => (
        <label key={cents} className="plinth-variant-select__radio">
          <input type="radio" name={name} value={cents} checked={value === cents} onChange={() => onChange(cents)} />
          <span className="plinth-variant-select__radio-text">{formatMoney(cents, product.currency)}</span>
        </label>
      ))}
    </fieldset>
  );
}
