import type { customerDetail, customerSummary } from '@plinth/api';
import { moneyFromMinor, type CurrencyCode } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { customerAddresses, customerOrders, customerSubscriptions, findCustomer, listCustomers, membershipRows, paidAreaSubscriptions, type CustomerRow } from './customers-repository.ts';
import { currentAreaNames, membershipsByCustomer, type CustomerMembership } from './memberships.ts';
import { CUSTOMERS_MESSAGES as M } from './messages.ts';

/*
 * The owner's view of customer accounts (docs/owner-api.md "Customers"): a searchable list with
 * order figures and member areas, and one customer's orders, subscriptions, addresses and
 * memberships. Money goes through @plinth/commerce in the currency it was charged in; the total
 * spent counts the orders in the site's currency.
 */

/** A customer in the list (`customerSummary` of @plinth/api). */
export type CustomerSummaryJson = z.infer<typeof customerSummary>;
/** A customer on their page (`customerDetail` of @plinth/api). */
export type CustomerDetailJson = z.infer<typeof customerDetail>;

/** Where the dashboard shows an order (apps/dashboard/src/pages/orders/pages.ts). */
function dashboardOrderPath(orderId: string): string {
  return `/config/orders/${encodeURIComponent(orderId)}`;
}

/** Money in a stored currency code (checkout and the site settings store supported codes only). */
function money(minor: number, currency: string) {
  return moneyFromMinor(minor, currency as CurrencyCode);
}

/** The memberships of the given customers at `now` (rows and paid subscriptions). */
async function memberships(db: Kysely<Schema>, websiteId: string, siteUserIds: string[], now: number): Promise<Map<string, CustomerMembership[]>> {
  const [rows, paid] = await Promise.all([membershipRows(db, websiteId, siteUserIds), paidAreaSubscriptions(db, websiteId, siteUserIds)]);
  return membershipsByCustomer(rows, paid, now);
}

function summaryJson(row: CustomerRow, siteCurrency: string, areas: string[]): CustomerSummaryJson {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    ordersCount: row.ordersCount,
    totalSpent: money(row.spentMinor, siteCurrency),
    memberAreas: areas,
    createdAt: row.createdAt,
  };
}

/**
 * A page of the site's customers for the owner, newest first, searched by name or e-mail.
 * @throws AppError INVALID for a malformed cursor
 */
export async function ownerCustomerPage(
  db: Kysely<Schema>,
  site: { websiteId: string; currency: string; now: number },
  page: { query?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<{ customers: CustomerSummaryJson[]; nextCursor: string | null }> {
  const found = await listCustomers(db, site.websiteId, site.currency, { search: page.query || undefined, cursor: page.cursor, limit: page.limit });
  const held = await memberships(db, site.websiteId, found.customers.map((c) => c.id), site.now);
  return { customers: found.customers.map((c) => summaryJson(c, site.currency, currentAreaNames(held.get(c.id) ?? []))), nextCursor: found.nextCursor };
}

/**
 * One customer of the site with orders, subscriptions, addresses and memberships.
 * @throws AppError NOT_FOUND for a customer of another site, or none
 */
export async function ownerCustomer(db: Kysely<Schema>, site: { websiteId: string; currency: string; now: number }, siteUserId: string): Promise<CustomerDetailJson> {
  const customer = await findCustomer(db, site.websiteId, site.currency, siteUserId);
  if (!customer) throw new AppError('NOT_FOUND', M.notFound);
  const [orders, subscriptions, addresses, held] = await Promise.all([
    customerOrders(db, site.websiteId, customer.id),
    customerSubscriptions(db, site.websiteId, customer.id),
    customerAddresses(db, site.websiteId, customer.id),
    memberships(db, site.websiteId, [customer.id], site.now),
  ]);
  const customerMemberships = held.get(customer.id) ?? [];
  return {
    ...summaryJson(customer, site.currency, currentAreaNames(customerMemberships)),
    locale: customer.locale,
    orders: orders.map((o) => ({ id: o.id, orderNumber: o.orderNumber, createdAt: o.createdAt, grandTotal: money(o.grandTotalCents, o.currency), testMode: o.testMode, dashboardPath: dashboardOrderPath(o.id) })),
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      productName: s.productName,
      sku: s.sku,
      status: s.status,
      // The price of one billing period: the unit price times the quantity.
      price: money(s.unitPriceCents * s.quantity, s.currency),
      billingPeriod: { value: s.billingValue, unit: s.billingUnit },
      nextBillingAt: s.nextBillingAt,
      cancelledAt: s.cancelledAt,
      createdAt: s.createdAt,
    })),
    addresses,
    memberships: customerMemberships,
  };
}
