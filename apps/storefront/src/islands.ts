/**
 * The island registry of the runtime chunk: name → component, used by the
 * server entry to render and by the runtime to hydrate, so both always agree.
 * Lazy islands (checkout pages) are in lazy-islands.ts.
 */
import type { ComponentType } from 'react';
import { AddToCartButton, type AddToCartButtonProps } from './add-to-cart-button.tsx';
import type { CartPageProps } from './cart-page.tsx';
import type { CheckoutPageProps } from './checkout-page.tsx';
import type { FormBlockProps } from './forms/form-block.tsx';
import type { NewsletterBlockProps } from './forms/newsletter-block.tsx';
import type { GiftCardCheckoutProps } from './gift-card-checkout.tsx';
import { InstallmentBadge, type InstallmentBadgeProps } from './installment-badge.tsx';
import type { EagerIslandName } from './island-names.ts';
import type { OrderConfirmedProps } from './order-confirmed.tsx';
import { PillCart, type PillCartProps } from './pill-cart.tsx';
import { QuantityInput, type QuantityInputProps } from './quantity-input.tsx';
import type { QuickViewButtonProps } from './quick-view-button.tsx';
import type { SubscriptionCheckoutProps } from './subscription-checkout.tsx';
import { VariantImage, type VariantImageProps } from './variant-image.tsx';
import { VariantSelect, type VariantSelectProps } from './variant-select.tsx';

/** The props of each island. */
export interface IslandProps {
  VariantSelect: VariantSelectProps;
  QuantityInput: QuantityInputProps;
  AddToCartButton: AddToCartButtonProps;
  VariantImage: VariantImageProps;
  PillCart: PillCartProps;
  CartPage: CartPageProps;
  InstallmentBadge: InstallmentBadgeProps;
  QuickViewButton: QuickViewButtonProps;
  CheckoutPage: CheckoutPageProps;
  OrderConfirmed: OrderConfirmedProps;
  SubscriptionCheckout: SubscriptionCheckoutProps;
  GiftCardCheckout: GiftCardCheckoutProps;
  FormBlock: FormBlockProps;
  NewsletterBlock: NewsletterBlockProps;
  ProductRestockNotification: import('./restock/restock-notification.tsx').ProductRestockNotificationProps;
}

/** Every runtime-chunk island's component. */
export const ISLANDS: { [Name in EagerIslandName]: ComponentType<IslandProps[Name]> } = {
  VariantSelect,
  QuantityInput,
  AddToCartButton,
  VariantImage,
  PillCart,
  InstallmentBadge,
};
