/**
 * Shapes of the owner API answers the dashboard reads (docs/owner-api.md and
 * the routes under apps/server/src/owner and http/). Money is integer minor units.
 */
import type { CurrencyCode } from '@plinth/commerce';

/** The signed-in person. */
export interface Contributor {
  id: string;
  email: string;
  name: string;
  /** A contributor role name, e.g. 'ADMIN'. */
  role: string;
  websiteId?: string;
}

/** `GET /api/owner/session`. */
export interface SessionAnswer {
  contributor: Contributor;
  websiteId?: string;
  /** The site currency; the app assumes the default one when the server leaves it out. */
  currency?: string;
}

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

/** A message in the outbox. */
export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  createdAt: number;
  text?: string;
  html?: string | null;
}

/** A page of the site, with its status label (platform.md §3). */
export interface SitePage {
  id: string;
  title: string;
  urlId: string;
  type: string;
  status: string;
}

/** A product collection a product can be added to. */
export interface Collection {
  id: string;
  title: string;
  urlId: string;
  type: string;
}
