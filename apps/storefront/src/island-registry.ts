/**
 * Every island, declared once: its name, and either its component (eager:
 * in the runtime chunk every product page loads) or its loader (lazy: a chunk
 * of its own, so a product page never downloads checkout code). The names,
 * the props types, the runtime's lookups and the server's registry all derive
 * from this object; adding an island is one line here.
 */
import { AddToCartButton } from './add-to-cart-button.tsx';
import { eager, lazy, type PropsOfIsland } from './island-entry.ts';
import { InstallmentBadge } from './installment-badge.tsx';
import { PillCart } from './pill-cart.tsx';
import { QuantityInput } from './quantity-input.tsx';
import { VariantImage } from './variant-image.tsx';
import { VariantSelect } from './variant-select.tsx';

/** Island name → its declaration. Eager islands first (the order of `ISLAND_NAMES`). */
export const ISLAND_REGISTRY = {
  VariantSelect: eager(VariantSelect),
  QuantityInput: eager(QuantityInput),
  AddToCartButton: eager(AddToCartButton),
  VariantImage: eager(VariantImage),
  PillCart: eager(PillCart, { clientOnly: true }),
  InstallmentBadge: eager(InstallmentBadge),
  QuickViewButton: lazy(() => import('./quick-view-button.tsx').then((m) => m.QuickViewButton)),
  CartPage: lazy(() => import('./cart-page.tsx').then((m) => m.CartPage)),
  CheckoutPage: lazy(() => import('./checkout-page.tsx').then((m) => m.CheckoutPage)),
  OrderConfirmed: lazy(() => import('./order-confirmed.tsx').then((m) => m.OrderConfirmed)),
  SubscriptionCheckout: lazy(() => import('./subscription-checkout.tsx').then((m) => m.SubscriptionCheckout)),
  GiftCardCheckout: lazy(() => import('./gift-card-checkout.tsx').then((m) => m.GiftCardCheckout)),
  FormBlock: lazy(() => import('./forms/form-block.tsx').then((m) => m.FormBlock)),
  NewsletterBlock: lazy(() => import('./forms/newsletter-block.tsx').then((m) => m.NewsletterBlock)),
  ProductRestockNotification: lazy(() => import('./restock/restock-notification.tsx').then((m) => m.ProductRestockNotification)),
  Account: lazy(() => import('./account/account-island.tsx').then((m) => m.Account)),
  Gallery: lazy(() => import('./gallery/gallery-island.tsx').then((m) => m.Gallery)),
};

/** Name of an island, written in `data-island`. */
export type IslandName = keyof typeof ISLAND_REGISTRY;

/** The props of each island, as its component declares them. */
export type IslandProps = { [Name in IslandName]: PropsOfIsland<(typeof ISLAND_REGISTRY)[Name]> };

/** Type guard for a `data-island` value read from the DOM. */
export function isIslandName(name: string | null | undefined): name is IslandName {
  return name != null && Object.hasOwn(ISLAND_REGISTRY, name);
}
