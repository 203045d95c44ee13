import { MAX_ACCOUNT_ADDRESSES } from '@plinth/api';
import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import type { SiteUser } from '../site-users/index.ts';
import { lockAccount } from './account-repository.ts';
import {
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  makeDefault,
  newestAddressId,
  updateAddress,
  type AddressFields,
  type SavedAddress,
} from './addresses-repository.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';

/*
 * Saved addresses (issue 11): at most 20 per account; while the account has any, exactly one is the
 * default, which checkout offers first. The first address becomes the default; `isDefault: true` moves
 * the default; deleting the default hands it to the newest address left. Each change runs in one
 * transaction with the account's row locked, so two at once cannot pass the limit or leave two defaults.
 */

/** What POST and PUT send. */
export interface AddressInput {
  address: AddressFields;
  isDefault?: boolean | undefined;
}

/** The account's addresses, the default first. */
export function accountAddresses(db: Kysely<Schema>, siteUser: SiteUser): Promise<SavedAddress[]> {
  return listAddresses(db, siteUser.id);
}

/**
 * Saves a new address.
 * @throws AppError CONFLICT when the account keeps {@link MAX_ACCOUNT_ADDRESSES} already
 */
export function addAddress(db: Kysely<Schema>, siteUser: SiteUser, input: AddressInput, now: number): Promise<SavedAddress> {
  return inTransaction(db, async (tx) => {
    await lockAccount(tx, siteUser.id);
    const count = await countAddresses(tx, siteUser.id);
    if (count >= MAX_ACCOUNT_ADDRESSES) throw new AppError('CONFLICT', M.tooManyAddresses);
    const id = newId();
    await insertAddress(tx, { id, websiteId: siteUser.websiteId, siteUserId: siteUser.id, address: input.address, now });
    if (count === 0 || input.isDefault === true) await makeDefault(tx, siteUser.id, id);
    return (await findAddress(tx, siteUser.id, id)) as SavedAddress;
  });
}

/**
 * Replaces an address of the account.
 * @throws AppError NOT_FOUND for an address the account does not have
 */
export function changeAddress(db: Kysely<Schema>, siteUser: SiteUser, id: string, input: AddressInput): Promise<SavedAddress> {
  return inTransaction(db, async (tx) => {
    await lockAccount(tx, siteUser.id);
    if (!(await findAddress(tx, siteUser.id, id))) throw new AppError('NOT_FOUND', M.addressNotFound);
    await updateAddress(tx, siteUser.id, id, input.address);
    if (input.isDefault === true) await makeDefault(tx, siteUser.id, id);
    return (await findAddress(tx, siteUser.id, id)) as SavedAddress;
  });
}

/**
 * Deletes an address of the account; the newest one left inherits the default.
 * @throws AppError NOT_FOUND for an address the account does not have
 */
export function removeAddress(db: Kysely<Schema>, siteUser: SiteUser, id: string): Promise<void> {
  return inTransaction(db, async (tx) => {
    await lockAccount(tx, siteUser.id);
    const found = await findAddress(tx, siteUser.id, id);
    if (!found || !(await deleteAddress(tx, siteUser.id, id))) throw new AppError('NOT_FOUND', M.addressNotFound);
    if (!found.isDefault) return;
    const heir = await newestAddressId(tx, siteUser.id);
    if (heir) await makeDefault(tx, siteUser.id, heir);
  });
}
