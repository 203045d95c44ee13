import type { shippingAddress } from '@plinth/api';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { parseJson } from '../../infra/database/json.ts';
import type { Schema, SiteUserAddressesTable } from '../../infra/database/schema.ts';

/* A customer's saved addresses (SQL only; addresses-service.ts holds the rules). */

/** The checkout's shipping address fields (stored as the contract's schema parsed them). */
export type AddressFields = z.output<typeof shippingAddress>;

/** A saved address. */
export interface SavedAddress {
  id: string;
  address: AddressFields;
  isDefault: boolean;
  createdAt: number;
}

/** What an unreadable stored address reads as (never written so: the column holds a parsed address). */
const NO_FIELDS = {} as AddressFields;

function toAddress(row: Selectable<SiteUserAddressesTable>): SavedAddress {
  return { id: row.id, address: parseJson(row.address_json, NO_FIELDS), isDefault: Number(row.is_default) === 1, createdAt: Number(row.created_at) };
}

/** The account's addresses: the default first, then newest first. */
export async function listAddresses(db: Kysely<Schema>, siteUserId: string): Promise<SavedAddress[]> {
  const rows = await db
    .selectFrom('site_user_addresses')
    .selectAll()
    .where('site_user_id', '=', siteUserId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAddress);
}

/** One address of the account; null when none (or another account's). */
export async function findAddress(db: Kysely<Schema>, siteUserId: string, id: string): Promise<SavedAddress | null> {
  const row = await db.selectFrom('site_user_addresses').selectAll().where('site_user_id', '=', siteUserId).where('id', '=', id).executeTakeFirst();
  return row ? toAddress(row) : null;
}

/** How many addresses the account keeps. */
export async function countAddresses(db: Kysely<Schema>, siteUserId: string): Promise<number> {
  const row = await db.selectFrom('site_user_addresses').select((eb) => eb.fn.countAll<number>().as('n')).where('site_user_id', '=', siteUserId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Inserts an address (not default; {@link makeDefault} moves the default). */
export async function insertAddress(db: Kysely<Schema>, row: { id: string; websiteId: string; siteUserId: string; address: AddressFields; now: number }): Promise<void> {
  await db
    .insertInto('site_user_addresses')
    .values({ id: row.id, website_id: row.websiteId, site_user_id: row.siteUserId, address_json: JSON.stringify(row.address), is_default: 0, created_at: row.now })
    .execute();
}

/** Replaces an address's fields. */
export async function updateAddress(db: Kysely<Schema>, siteUserId: string, id: string, address: AddressFields): Promise<void> {
  await db.updateTable('site_user_addresses').set({ address_json: JSON.stringify(address) }).where('site_user_id', '=', siteUserId).where('id', '=', id).execute();
}

/** Makes one address the account's only default. */
export async function makeDefault(db: Kysely<Schema>, siteUserId: string, id: string): Promise<void> {
  await db.updateTable('site_user_addresses').set({ is_default: 0 }).where('site_user_id', '=', siteUserId).where('id', '<>', id).where('is_default', '=', 1).execute();
  await db.updateTable('site_user_addresses').set({ is_default: 1 }).where('site_user_id', '=', siteUserId).where('id', '=', id).execute();
}

/** The account's newest address, or null (the default's heir). */
export async function newestAddressId(db: Kysely<Schema>, siteUserId: string): Promise<string | null> {
  const row = await db.selectFrom('site_user_addresses').select('id').where('site_user_id', '=', siteUserId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? null;
}

/** Deletes an address; false when the account has no such address. */
export async function deleteAddress(db: Kysely<Schema>, siteUserId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('site_user_addresses').where('site_user_id', '=', siteUserId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
