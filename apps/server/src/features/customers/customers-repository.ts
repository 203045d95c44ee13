import { sql, type Kysely } from 'kysely';
import { decodeCursor, encodeCursor } from '../../infra/database/cursor.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * Customer accounts as the owner reads them: SQL only, straight from the account tables (site_users,
 * orders, subscriptions, site_user_addresses, memberships, member_areas). Read-only.
 */

/** A customer account row with its order figures. */
export interface CustomerRow {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  locale: string | null;
  createdAt: number;
  ordersCount: number;
  /** Sum of the orders in the site's currency, minor units. */
  spentMinor: number;
}

/** One order of a customer. */
export interface CustomerOrderRow {
  id: string;
  orderNumber: number;
  createdAt: number;
  grandTotalCents: number;
  currency: string;
  testMode: boolean;
}

/** One subscription of a customer. */
export interface CustomerSubscriptionRow {
  id: string;
  productName: string;
  sku: string;
  status: string;
  unitPriceCents: number;
  quantity: number;
  currency: string;
  billingValue: number;
  billingUnit: string;
  nextBillingAt: number | null;
  cancelledAt: number | null;
  createdAt: number;
}

/** A saved address of a customer. */
export interface CustomerAddressRow {
  id: string;
  address: Record<string, string>;
  isDefault: boolean;
  createdAt: number;
}

/** A membership row of a customer, with its area's name. */
export interface MembershipRowOf {
  id: string;
  siteUserId: string;
  memberAreaId: string;
  memberAreaName: string;
  /** 'free' | 'purchase' | 'manual'. */
  source: string;
  /** 'active' | 'cancelled' | 'revoked'. */
  status: string;
  subscriptionId: string | null;
  endsAt: number | null;
  createdAt: number;
}

/** A customer's subscription to the product that sells a paid member area. */
export interface PaidAreaSubscription {
  subscriptionId: string;
  siteUserId: string;
  memberAreaId: string;
  memberAreaName: string;
  /** The subscription's: 'active' | 'completed' | 'cancelled'. */
  status: string;
  /** The end of the paid period once it is cancelled or completed. */
  nextBillingAt: number | null;
  createdAt: number;
}

/** A LIKE pattern matching `text` anywhere, its wildcards escaped (the query says `escape '\'`). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The order count and the sum spent (orders in `currency`) per customer, for the given accounts.
 * Only orders that belong to the account count: a guest order joins the account when its e-mail is
 * verified (claimGuestOrders in the orders feature).
 */
async function orderFigures(db: Kysely<Schema>, websiteId: string, currency: string, siteUserIds: string[]): Promise<Map<string, { count: number; spent: number }>> {
  const figures = new Map<string, { count: number; spent: number }>();
  if (!siteUserIds.length) return figures;
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'site_user_id',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string | null>(eb.case().when('currency', '=', currency).then(eb.ref('grand_total_cents')).else(0).end()).as('spent'),
    ])
    .where('website_id', '=', websiteId)
    .where('site_user_id', 'in', siteUserIds)
    .groupBy('site_user_id')
    .execute();
  // PostgreSQL answers count and sum of bigint as text.
  for (const r of rows) if (r.site_user_id) figures.set(r.site_user_id, { count: Number(r.n), spent: Number(r.spent ?? 0) });
  return figures;
}

type SiteUserRow = { id: string; name: string; email: string; email_verified_at: number | null; locale: string | null; created_at: number };

async function withFigures(db: Kysely<Schema>, websiteId: string, currency: string, rows: SiteUserRow[]): Promise<CustomerRow[]> {
  const figures = await orderFigures(db, websiteId, currency, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    emailVerified: r.email_verified_at !== null,
    locale: r.locale,
    createdAt: Number(r.created_at),
    ordersCount: figures.get(r.id)?.count ?? 0,
    spentMinor: figures.get(r.id)?.spent ?? 0,
  }));
}

/**
 * The site's customers, newest first, a page at a time (keyset cursor on created_at, id), optionally
 * only those whose name or e-mail contains `search` (case-insensitive on both dialects: both sides
 * lower-cased, LIKE with escaped wildcards).
 * @throws AppError INVALID for a malformed cursor
 */
export async function listCustomers(
  db: Kysely<Schema>,
  websiteId: string,
  currency: string,
  page: { search?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<{ customers: CustomerRow[]; nextCursor: string | null }> {
  let q = db.selectFrom('site_users').select(['id', 'name', 'email', 'email_verified_at', 'locale', 'created_at']).where('website_id', '=', websiteId);
  if (page.search) {
    const pattern = containsPattern(page.search);
    q = q.where((eb) => eb.or([sql<boolean>`lower(${eb.ref('name')}) like ${pattern} escape '\\'`, sql<boolean>`lower(${eb.ref('email')}) like ${pattern} escape '\\'`]));
  }
  const after = decodeCursor(page.cursor);
  if (after) q = q.where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]));
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute();
  const customers = await withFigures(db, websiteId, currency, rows.slice(0, page.limit));
  const last = customers[customers.length - 1];
  return { customers, nextCursor: rows.length > page.limit && last ? encodeCursor(last.createdAt, last.id) : null };
}

/** One customer of the site with its order figures; null when none. */
export async function findCustomer(db: Kysely<Schema>, websiteId: string, currency: string, siteUserId: string): Promise<CustomerRow | null> {
  const row = await db.selectFrom('site_users').select(['id', 'name', 'email', 'email_verified_at', 'locale', 'created_at']).where('website_id', '=', websiteId).where('id', '=', siteUserId).executeTakeFirst();
  if (!row) return null;
  return (await withFigures(db, websiteId, currency, [row]))[0] ?? null;
}

/** A customer's orders, newest first. */
export async function customerOrders(db: Kysely<Schema>, websiteId: string, siteUserId: string): Promise<CustomerOrderRow[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'order_number', 'created_at', 'grand_total_cents', 'currency', 'test_mode'])
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, orderNumber: r.order_number, createdAt: Number(r.created_at), grandTotalCents: r.grand_total_cents, currency: r.currency, testMode: r.test_mode === 1 }));
}

/**
 * A customer's subscriptions, newest first. The product's name is the product's title today, else
 * (a deleted product) the name on the order line that bought it, else the SKU.
 */
export async function customerSubscriptions(db: Kysely<Schema>, websiteId: string, siteUserId: string): Promise<CustomerSubscriptionRow[]> {
  const rows = await db
    .selectFrom('subscriptions as s')
    .leftJoin('items as i', 'i.id', 's.item_id')
    .select((eb) => [
      's.id',
      's.sku',
      's.status',
      's.unit_price_cents',
      's.quantity',
      's.currency',
      's.billing_value',
      's.billing_unit',
      's.next_billing_at',
      's.cancelled_at',
      's.created_at',
      'i.title',
      eb
        .selectFrom('order_items as oi')
        .select('oi.product_name')
        .whereRef('oi.order_id', '=', 's.order_id')
        .whereRef('oi.variant_id', '=', 's.variant_id')
        .limit(1)
        .as('line_name'),
    ])
    .where('s.website_id', '=', websiteId)
    .where('s.site_user_id', '=', siteUserId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    productName: r.title ?? r.line_name ?? r.sku,
    sku: r.sku,
    status: r.status,
    unitPriceCents: r.unit_price_cents,
    quantity: r.quantity,
    currency: r.currency,
    billingValue: r.billing_value,
    billingUnit: r.billing_unit,
    nextBillingAt: r.next_billing_at === null ? null : Number(r.next_billing_at),
    cancelledAt: r.cancelled_at === null ? null : Number(r.cancelled_at),
    createdAt: Number(r.created_at),
  }));
}

/** A customer's saved addresses, the default first. */
export async function customerAddresses(db: Kysely<Schema>, websiteId: string, siteUserId: string): Promise<CustomerAddressRow[]> {
  const rows = await db
    .selectFrom('site_user_addresses')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, address: stringFields(parseJson<unknown>(r.address_json, {})), isDefault: r.is_default === 1, createdAt: Number(r.created_at) }));
}

/** The address's text fields (a saved address is JSON the account feature writes; keep only strings). */
function stringFields(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The membership rows of the given customers (free joins, owner grants, revocations), with their area's name. */
export async function membershipRows(db: Kysely<Schema>, websiteId: string, siteUserIds: string[]): Promise<MembershipRowOf[]> {
  if (!siteUserIds.length) return [];
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('member_areas as a', 'a.id', 'm.member_area_id')
    .select(['m.id', 'm.site_user_id', 'm.member_area_id', 'a.name', 'm.source', 'm.status', 'm.subscription_id', 'm.ends_at', 'm.created_at'])
    .where('m.website_id', '=', websiteId)
    .where('m.site_user_id', 'in', siteUserIds)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    siteUserId: r.site_user_id,
    memberAreaId: r.member_area_id,
    memberAreaName: r.name,
    source: r.source,
    status: r.status,
    subscriptionId: r.subscription_id,
    endsAt: r.ends_at === null ? null : Number(r.ends_at),
    createdAt: Number(r.created_at),
  }));
}

/**
 * The given customers' subscriptions to a paid area's product: a paid membership is the
 * subscription itself (features/member-areas/memberships-repository.ts), not a membership row.
 */
export async function paidAreaSubscriptions(db: Kysely<Schema>, websiteId: string, siteUserIds: string[]): Promise<PaidAreaSubscription[]> {
  if (!siteUserIds.length) return [];
  const rows = await db
    .selectFrom('member_areas as a')
    .innerJoin('subscriptions as s', (join) => join.onRef('s.item_id', '=', 'a.item_id').onRef('s.website_id', '=', 'a.website_id'))
    .select(['s.id', 's.site_user_id', 'a.id as member_area_id', 'a.name', 's.status', 's.next_billing_at', 's.created_at'])
    .where('a.website_id', '=', websiteId)
    .where('a.access_type', '=', 'paid')
    .where('s.site_user_id', 'in', siteUserIds)
    .execute();
  return rows.map((r) => ({
    subscriptionId: r.id,
    siteUserId: r.site_user_id as string,
    memberAreaId: r.member_area_id,
    memberAreaName: r.name,
    status: r.status,
    nextBillingAt: r.next_billing_at === null ? null : Number(r.next_billing_at),
    createdAt: Number(r.created_at),
  }));
}
