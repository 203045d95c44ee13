/**
 * The lazily loaded islands: each is a chunk of its own, imported by the
 * runtime only when a page carries it, so a product page never downloads
 * checkout code.
 */
import type { ComponentType } from 'react';
import type { LazyIslandName } from './island-names.ts';

/** Loads the component of a lazy island. */
export const LAZY_ISLANDS: { [Name in LazyIslandName]: () => Promise<ComponentType<never>> } = {
  QuickViewButton: () => import('./quick-view-button.tsx').then((m) => m.QuickViewButton),
  CartPage: () => import('./cart-page.tsx').then((m) => m.CartPage),
  CheckoutPage: () => import('./checkout-page.tsx').then((m) => m.CheckoutPage),
  OrderConfirmed: () => import('./order-confirmed.tsx').then((m) => m.OrderConfirmed),
  SubscriptionCheckout: () => import('./subscription-checkout.tsx').then((m) => m.SubscriptionCheckout),
  GiftCardCheckout: () => import('./gift-card-checkout.tsx').then((m) => m.GiftCardCheckout),
  FormBlock: () => import('./forms/form-block.tsx').then((m) => m.FormBlock),
  NewsletterBlock: () => import('./forms/newsletter-block.tsx').then((m) => m.NewsletterBlock),
  ProductRestockNotification: () => import('./restock/restock-notification.tsx').then((m) => m.ProductRestockNotification),
};
