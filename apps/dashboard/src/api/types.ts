/**
 * Shapes of the owner API answers the dashboard reads (docs/owner-api.md). Where the contract
 * (`@plinth/api`) declares a route, the type is inferred from it. Money is integer minor units.
 */
import type { getOutboxMessage, getSession, listContributors, listOutboxMessages, listOwnerPages } from '@plinth/api';
import type { CurrencyCode } from '@plinth/commerce';
import type { z } from 'zod';

type SessionWire = z.infer<typeof getSession.response>;

/**
 * The signed-in person (`GET /api/owner/session`). The role is read as text (the app only compares
 * it) and the site id may be missing (then the answer's own `websiteId`).
 */
export type Contributor = Omit<SessionWire['contributor'], 'role' | 'websiteId'> & { role: string; websiteId?: string };

/**
 * `GET /api/owner/session`. The app still reads an answer without `currency` (then the default
 * currency) or with a top-level `websiteId`.
 */
export type SessionAnswer = Omit<SessionWire, 'contributor' | 'currency'> & { contributor: Contributor; currency?: string; websiteId?: string };

/** A contributor as `GET /api/owner/contributors` lists it (and as adding one or changing a role answers). */
export type ListedContributor = z.infer<typeof listContributors.response>['contributors'][number];

/** One variant as the inventory lists it. */
export interface OwnerVariant {
  id: string;
  sku: string;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  attributes: Record<string, string>;
}

/** One product row of the inventory. */
export interface OwnerProduct {
  id: string;
  title: string;
  urlId: string;
  collectionId: string;
  productType: string;
  /** The site currency (products are priced in it). */
  currency: CurrencyCode;
  variants: OwnerVariant[];
}

/** `GET /api/owner/products`: one page and the cursor of the next, if any. */
export interface ProductPage {
  products: OwnerProduct[];
  nextCursor: string | null;
}

/** Money as the order API writes it: a decimal string and its currency. */
export interface MoneyValue {
  value: string;
  currency: CurrencyCode;
}

/** An order line. */
export interface OrderItem {
  sku: string;
  productName: string;
  quantity: number;
  unitPrice: MoneyValue;
}

/** An order as listed and shown (apps/server/src/owner/order-json.ts). */
export interface Order {
  id: string;
  orderNumber: number;
  testMode: boolean;
  customerEmail: string;
  items: OrderItem[];
  subtotal: MoneyValue;
  discountTotal: MoneyValue;
  shippingTotal: MoneyValue;
  taxTotal: MoneyValue;
  grandTotal: MoneyValue;
  createdAt: number;
}

/** `GET /api/owner/outbox`: a message without its bodies. */
export type OutboxMessage = z.infer<typeof listOutboxMessages.response>['messages'][number];

/** `GET /api/owner/outbox/:id`: a message with its text and HTML bodies. */
export type OutboxMessageDetail = z.infer<typeof getOutboxMessage.response>['message'];

/** `GET /api/owner/pages`: a page of the site, with its status label (platform.md §3). */
export type SitePage = z.infer<typeof listOwnerPages.response>['pages'][number];

/** A product collection a product can be added to. */
export interface Collection {
  id: string;
  title: string;
  urlId: string;
  type: string;
}
