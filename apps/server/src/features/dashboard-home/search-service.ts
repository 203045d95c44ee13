import type { SEARCH_KINDS } from '@plinth/api';
import { minorToDecimalString, type CurrencyCode } from '@plinth/commerce';
import { roleAllows, type Permission } from '@plinth/platform';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { findCustomers, findOrders, findPages, findPosts, findProducts } from './search-repository.ts';

/*
 * The command palette's search (docs/owner-api.md "Home and search"): a few records of each kind the
 * role may read, in the order products, orders, customers, pages, posts.
 */

type Kind = (typeof SEARCH_KINDS)[number];

/** One record found. */
export interface SearchHit {
  kind: Kind;
  id: string;
  title: string;
  detail: string;
  pageType?: 'page' | 'products' | 'blog';
}

const PAGE_KINDS: Readonly<Record<string, string>> = { page: 'Page', products: 'Store', blog: 'Blog' };

/** Each kind, the permission that shows it, and how it is found. */
const KINDS: ReadonlyArray<{ permission: Permission; find: (db: Kysely<Schema>, websiteId: string, text: string) => Promise<SearchHit[]> }> = [
  {
    permission: 'products:read',
    find: async (db, websiteId, text) => (await findProducts(db, websiteId, text)).map((row) => ({ kind: 'product', id: row.id, title: row.title, detail: 'Product' })),
  },
  {
    permission: 'orders:read',
    find: async (db, websiteId, text) =>
      (await findOrders(db, websiteId, text)).map((row) => ({
        kind: 'order',
        id: row.id,
        title: `Order #${row.order_number}`,
        detail: `${row.customer_email} · ${minorToDecimalString(row.grand_total_cents, row.currency as CurrencyCode)} ${row.currency}`,
      })),
  },
  {
    permission: 'customers:read',
    find: async (db, websiteId, text) => (await findCustomers(db, websiteId, text)).map((row) => ({ kind: 'customer', id: row.id, title: row.name || row.email, detail: row.email })),
  },
  {
    permission: 'content:read',
    find: async (db, websiteId, text) =>
      (await findPages(db, websiteId, text)).map((row) => ({ kind: 'page', id: row.id, title: row.title, detail: `${PAGE_KINDS[row.type] ?? 'Page'} · /${row.url_id}`, pageType: row.type })),
  },
  {
    permission: 'content:read',
    find: async (db, websiteId, text) => (await findPosts(db, websiteId, text)).map((row) => ({ kind: 'post', id: row.id, title: row.title, detail: `Post in ${row.blog}` })),
  },
];

/** What the palette shows for `text`, to a contributor of `role`. */
export async function searchRecords(db: Kysely<Schema>, websiteId: string, role: string, text: string): Promise<SearchHit[]> {
  const kinds = KINDS.filter((kind) => roleAllows(role, kind.permission));
  return (await Promise.all(kinds.map((kind) => kind.find(db, websiteId, text)))).flat();
}
