/**
 * The lazy islands: each in a chunk of its own, imported only by the pages that show it. This table
 * is itself a chunk the runtime imports only when a page carries a lazy island, so adding an island
 * here costs the product page nothing. Adding an island is one line here (or in eager-islands.ts).
 */
import { lazy } from './island-entry.ts';

/** Lazy island name → its loader. */
export const LAZY_ISLANDS = {
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
  CommentThread: lazy(() => import('./comments/comment-thread.tsx').then((m) => m.CommentThread)),
  LikeButton: lazy(() => import('./comments/like-button.tsx').then((m) => m.LikeButton)),
  AudioPlayer: lazy(() => import('./media-players/audio-player.tsx').then((m) => m.AudioPlayer)),
  AddressAutocomplete: lazy(() => import('./maps/address-autocomplete.tsx').then((m) => m.AddressAutocomplete)),
  ProofOfWork: lazy(() => import('./proof-of-work/proof-of-work.tsx').then((m) => m.ProofOfWork)),
};
