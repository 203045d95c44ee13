/**
 * The QuantityInput island (platform.md §5): a number input, min 1, max 9999,
 * step 1, default 1, labelled 'Quantity'. Its text goes to the shared store;
 * it is validated when the button is pressed (storefront §5).
 */
import {
  MESSAGES,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_STEP,
  showsQuantityInput,
  type Product,
} from '@plinth/commerce';
import { domId } from './dom-id.ts';
import { selectionOf, store } from './store.ts';
import { useStore } from './use-store.ts';

/** Props of {@link QuantityInput}. */
export interface QuantityInputProps {
  product: Product;
  /** `websiteSettings.storeSettings.multipleQuantityAllowedForServices`. */
  multipleQuantityAllowedForServices: boolean;
}

/** Renders the quantity input, or nothing when `showsQuantityInput` says so. */
export function QuantityInput({ product, multipleQuantityAllowedForServices }: QuantityInputProps) {
  const text = useStore((state) => selectionOf(state, product.id).quantityText);
  if (!showsQuantityInput(product, { multipleQuantityAllowedForServices })) return null;
  const id = domId('plinth', product.id, 'quantity');
  return (
    <div className="plinth-quantity">
      <label className="plinth-quantity__label" htmlFor={id}>
        {MESSAGES.widgetLabel.quantity}
      </label>
      <input
        id={id}
        className="plinth-quantity__input"
        type="number"
        name="quantity"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={QUANTITY_STEP}
        value={text}
        onChange={(event) => store.setQuantityText(product.id, event.currentTarget.value)}
      />
    </div>
  );
}
