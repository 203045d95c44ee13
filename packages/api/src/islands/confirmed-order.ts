import type { CurrencyCode } from '@plinth/commerce';

/**
 * The OrderConfirmed island's `order` prop: the server shapes it (`features/pages/order-page-service.ts`)
 * and the storefront renders it, so both read this one declaration. Amounts in minor units.
 */
export interface ConfirmedOrder {
  id: string;
  orderNumber: number;
  purchasedCartId: string;
  websiteId: string;
  testMode: boolean;
  currency: CurrencyCode;
  customerEmail: string;
  items: Array<{ sku: string; productName: string; quantity: number; unitPriceCents: number }>;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  /** One line per tax rate charged (features/shipping-taxes); absent or empty: the one Tax line. */
  taxLines?: Array<{ name: string; rateBasisPoints: number; included: boolean; taxCents: number }>;
  /** The order's value (the purchase event's value). */
  grandTotalCents: number;
  /** Paid by a gift card. */
  giftCardCents: number;
  /** Charged to the card. */
  amountPaidCents: number;
  /** How many subscriptions the order started. */
  subscriptions: number;
  /** The paid member areas the order bought ("Go to <name>" links to their membership-confirmed pages). */
  memberAreas: Array<{ name: string; url: string }>;
  /** The order status page (211): `/commerce/orders/{id}/status?token=…`, with the token of this page's link. */
  statusUrl: string;
}
