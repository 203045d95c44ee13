/**
 * The commerce pages outside the catalogue (docs/checkout-api.md "Pages"):
 * `/checkout` (page type 201), `/commerce/orders/{orderId}?token=…` (order
 * confirmed, 202), `/commerce/subscription/{cartToken}` and
 * `/commerce/gift-card/{itemId}?sku=…` (both checkout pages, 201). Their
 * islands load the visitor's state from the API, except the order page,
 * which is rendered with the order and is private (never cached).
 */
import { moneyFromMinor } from '@plinth/commerce';
import { PAGE_TYPES, type PageTypeCode } from '@plinth/platform';
import type { Kysely } from 'kysely';
import { getProduct } from '../catalog/index.ts';
import { checkoutPaymentOf } from '../payments/index.ts';
import type { Schema } from '../../infra/database/schema.ts';
import type { Website } from '../site/index.ts';
import { PAGE_TITLES } from './messages.ts';
import { findConfirmedOrder } from './order-page-service.ts';

/** A commerce page: template, page type, title, extra context; `private` pages are not cached. */
export interface CommercePage {
  template: string;
  pageType: PageTypeCode;
  title: string;
  context: Record<string, unknown>;
  private: boolean;
}

/** Whether payments run against the built-in test provider (the default; a site may set `storeSettings.testMode: false`). */
export function paymentTestMode(website: Pick<Website, 'settings'>): boolean {
  return (website.settings.storeSettings as unknown as Record<string, unknown>).testMode !== false;
}

const TOKEN = /^[\w-]{1,200}$/;

/**
 * Resolves `segments` of a commerce path; undefined when the path is not one
 * (or names nothing), which the caller turns into the not-found page.
 */
export async function resolveCommercePage(
  db: Kysely<Schema>,
  website: Website,
  segments: string[],
  query: Record<string, unknown>,
): Promise<CommercePage | undefined> {
  const testMode = paymentTestMode(website);
  if (segments.length === 1 && segments[0] === 'checkout') {
    return { template: 'checkout', pageType: PAGE_TYPES.CHECKOUT, title: PAGE_TITLES.checkout, context: { checkout: { testMode } }, private: false };
  }
  if (segments.length !== 3 || segments[0] !== 'commerce' || !TOKEN.test(segments[2])) return undefined;
  const [, kind, id] = segments;
  if (kind === 'orders') {
    const token = typeof query.token === 'string' ? query.token : '';
    const order = await findConfirmedOrder(db, website.id, id, token);
    if (!order) return undefined;
    return {
      template: 'order-confirmed',
      pageType: PAGE_TYPES.ORDER_CONFIRMED,
      title: PAGE_TITLES.order(order.orderNumber),
      context: { order },
      private: true,
    };
  }
  if (kind === 'subscription') {
    return { template: 'subscription', pageType: PAGE_TYPES.CHECKOUT, title: PAGE_TITLES.subscription, context: { subscription: { cartToken: id, testMode } }, private: false };
  }
  if (kind === 'gift-card') {
    const product = await getProduct(db, website.id, id);
    if (!product || product.productType !== 'GIFT_CARD') return undefined;
    const sku = typeof query.sku === 'string' && product.variants.some((variant) => variant.sku === query.sku) ? query.sku : null;
    return {
      template: 'gift-card',
      pageType: PAGE_TYPES.CHECKOUT,
      title: product.title,
      context: {
        giftCard: {
          itemId: product.id,
          title: product.title,
          currency: product.currency,
          denominations: product.variants.map((variant) => ({ sku: variant.sku, priceCents: variant.priceCents, price: moneyFromMinor(variant.priceCents, product.currency) })),
          sku,
          testMode,
          // The island takes the card with the site's provider (Stripe's Payment Element, or the test provider's fields).
          payment: await checkoutPaymentOf(db, website.id),
        },
      },
      // The chosen denomination comes from the query.
      private: true,
    };
  }
  return undefined;
}
