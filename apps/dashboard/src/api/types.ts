/**
 * Shapes of the owner API answers the dashboard reads (docs/owner-api.md). Where the contract
 * (`@plinth/api`) declares a route, the type is inferred from it. Money is integer minor units.
 */
import type { getOutboxMessage, getOwnerCustomer, getSession, memberArea, memberAreaMember, listOwnerCustomers, listContributors, listOutboxMessages, listOwnerOrders, listOwnerPages, listOwnerProducts, ownerCollection, ownerOrder, ownerProduct, ownerVariant } from '@plinth/api';
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
export type SessionAnswer = Omit<SessionWire, 'contributor' | 'currency' | 'timeZone' | 'siteName'> & { contributor: Contributor; currency?: string; timeZone?: string; websiteId?: string; siteName?: string };

/** A contributor as `GET /api/owner/contributors` lists it (and as adding one or changing a role answers). */
export type ListedContributor = z.infer<typeof listContributors.response>['contributors'][number];

/** One variant as the inventory lists it: the fields the panel reads of the contract's `ownerVariant`. */
export type OwnerVariant = Omit<z.infer<typeof ownerVariant>, 'imageUrl'>;

/** One product row of the inventory: the fields the panel reads of the contract's `ownerProduct`. */
export interface OwnerProduct extends Pick<z.infer<typeof ownerProduct>, 'id' | 'title' | 'urlId' | 'collectionId' | 'productType'> {
  /** The site currency (products are priced in it; the contract types it as text). */
  currency: string;
  variants: OwnerVariant[];
}

/** `GET /api/owner/products`: one page and the cursor of the next, if any. */
export type ProductPage = Omit<z.infer<typeof listOwnerProducts.response>, 'products'> & { products: OwnerProduct[] };

/** Money as the order API writes it: a decimal string and its currency. */
export interface MoneyValue {
  value: string;
  currency: CurrencyCode;
}

/** The contract's shape with each money value's currency typed as @plinth/commerce's (the contract leaves it a string). */
type WithCurrency<T> = { [K in keyof T]: T[K] extends { value: string; currency: string } ? Omit<T[K], 'currency'> & MoneyValue : T[K] };

/** An order line (`ownerOrder.items` of @plinth/api). */
export type OrderItem = WithCurrency<z.infer<typeof ownerOrder>['items'][number]>;

/** An order as listed and shown (`ownerOrder` of @plinth/api). */
export type Order = Omit<WithCurrency<z.infer<typeof ownerOrder>>, 'items'> & { items: OrderItem[] };

/** `GET /api/owner/orders`: one page and the cursor of the next, if any. */
export type OrdersPage = Omit<z.infer<typeof listOwnerOrders.response>, 'orders'> & { orders: Order[] };

/** `GET /api/owner/outbox`: a message without its bodies. */
export type OutboxMessage = z.infer<typeof listOutboxMessages.response>['messages'][number];

/** `GET /api/owner/outbox/:id`: a message with its text and HTML bodies. */
export type OutboxMessageDetail = z.infer<typeof getOutboxMessage.response>['message'];

/** `GET /api/owner/pages`: a page of the site, with its status label (platform.md §3). */
export type SitePage = z.infer<typeof listOwnerPages.response>['pages'][number];

/** A collection of the site (`GET /api/owner/collections`); product collections take new products. */
export type Collection = z.infer<typeof ownerCollection>;

/** A customer as the customers list shows it (`GET /api/owner/customers`). */
export type CustomerSummary = WithCurrency<z.infer<typeof listOwnerCustomers.response>['customers'][number]>;

/** `GET /api/owner/customers`: one page and the cursor of the next, if any. */
export type CustomersPage = Omit<z.infer<typeof listOwnerCustomers.response>, 'customers'> & { customers: CustomerSummary[] };

type CustomerDetailWire = z.infer<typeof getOwnerCustomer.response>['customer'];

/** A customer with orders, subscriptions, addresses and memberships (`GET /api/owner/customers/:id`). */
export type CustomerDetail = Omit<WithCurrency<CustomerDetailWire>, 'orders' | 'subscriptions'> & {
  orders: WithCurrency<CustomerDetailWire['orders'][number]>[];
  subscriptions: WithCurrency<CustomerDetailWire['subscriptions'][number]>[];
};

/** A member area as the owner routes answer it (`memberArea` of @plinth/api). */
export type MemberArea = z.infer<typeof memberArea>;

/** One member of a member area (`GET /api/owner/member-areas/:id/members`). */
export type MemberAreaMember = z.infer<typeof memberAreaMember>;
