/**
 * Every island's component for the server renderer: the runtime's and the
 * lazy ones, imported statically (the server has no bundle budget).
 */
import type { ComponentType } from 'react';
import { CartPage } from './cart-page.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { FormBlock } from './forms/form-block.tsx';
import { NewsletterBlock } from './forms/newsletter-block.tsx';
import { GiftCardCheckout } from './gift-card-checkout.tsx';
import type { IslandName } from './island-names.ts';
import { ISLANDS, type IslandProps } from './islands.ts';
import { OrderConfirmed } from './order-confirmed.tsx';
import { QuickViewButton } from './quick-view-button.tsx';
import { ProductRestockNotification } from './restock/restock-notification.tsx';
import { SubscriptionCheckout } from './subscription-checkout.tsx';

/** Name → component, for `renderIsland`. */
export const SERVER_ISLANDS: { [Name in IslandName]: ComponentType<IslandProps[Name]> } = {
  ...ISLANDS,
  QuickViewButton,
  CartPage,
  CheckoutPage,
  OrderConfirmed,
  SubscriptionCheckout,
  GiftCardCheckout,
  FormBlock,
  NewsletterBlock,
  ProductRestockNotification,
};
