/**
 * The eager islands: bundled into the runtime chunk every product page loads, mounted without
 * waiting. Every byte here counts against the product page's 80 kB (scripts/report-size.ts).
 */
import { AddToCartButton } from './add-to-cart-button.tsx';
import { InstallmentBadge } from './installment-badge.tsx';
import { PillCart } from './pill-cart.tsx';
import { QuantityInput } from './quantity-input.tsx';
import { VariantImage } from './variant-image.tsx';
import { VariantSelect } from './variant-select.tsx';
import { eager } from './island-entry.ts';

/** Eager island name → its declaration (order: `ISLAND_NAMES`). */
export const EAGER_ISLANDS = {
  VariantSelect: eager(VariantSelect),
  QuantityInput: eager(QuantityInput),
  AddToCartButton: eager(AddToCartButton),
  VariantImage: eager(VariantImage),
  PillCart: eager(PillCart, { clientOnly: true }),
  InstallmentBadge: eager(InstallmentBadge),
};
