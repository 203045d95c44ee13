/**
 * The signed-in customer's own data (docs/accounts-api.md "The customer's own data"; the
 * contract's account routes): profile, password, newsletter, orders, subscriptions, addresses,
 * restock sign-ups and deletion. Every call goes through the signed-in caller (the XSRF token on
 * writes). Nothing throws: failures are data.
 */
import type { accountAddress, accountOrder, accountProfile, accountRestockSignUp, accountSubscription } from '@plinth/api';
import type { RouteAnswer, RouteRequest } from '@plinth/api/client';
import { cancelAccountSubscription } from '@plinth/api/client/routes/cancelAccountSubscription';
import { deleteAccount } from '@plinth/api/client/routes/deleteAccount';
import { deleteAccountAddress } from '@plinth/api/client/routes/deleteAccountAddress';
import { deleteAccountRestockSignUp } from '@plinth/api/client/routes/deleteAccountRestockSignUp';
import { getAccountAddresses } from '@plinth/api/client/routes/getAccountAddresses';
import { getAccountOrders } from '@plinth/api/client/routes/getAccountOrders';
import { getAccountProfile } from '@plinth/api/client/routes/getAccountProfile';
import { getAccountRestockSignUps } from '@plinth/api/client/routes/getAccountRestockSignUps';
import { getAccountSubscriptions } from '@plinth/api/client/routes/getAccountSubscriptions';
import { postAccountAddress } from '@plinth/api/client/routes/postAccountAddress';
import { putAccountAddress } from '@plinth/api/client/routes/putAccountAddress';
import { putAccountNewsletter } from '@plinth/api/client/routes/putAccountNewsletter';
import { putAccountPassword } from '@plinth/api/client/routes/putAccountPassword';
import { putAccountProfile } from '@plinth/api/client/routes/putAccountProfile';
import type { z } from 'zod';
import type { ApiResult } from '../api/json-call.ts';
import { siteUserCaller, type SiteUserCaller } from './site-user-call.ts';

export type AccountProfile = z.infer<typeof accountProfile>;
export type AccountOrder = z.infer<typeof accountOrder>;
export type AccountSubscription = z.infer<typeof accountSubscription>;
export type AccountAddress = z.infer<typeof accountAddress>;
export type AccountAddressInput = RouteRequest<'postAccountAddress'>['body'];
export type AccountRestockSignUp = z.infer<typeof accountRestockSignUp>;
export type PasswordChange = RouteRequest<'putAccountPassword'>['body'];
export type AccountDeletion = RouteRequest<'deleteAccount'>['body'];
export type NewsletterState = RouteAnswer<'putAccountNewsletter'>;

/** The calls of the account page, answering what the contract's routes answer. */
export interface AccountApi {
  profile(): Promise<ApiResult<RouteAnswer<'getAccountProfile'>>>;
  rename(name: string): Promise<ApiResult<RouteAnswer<'putAccountProfile'>>>;
  changePassword(change: PasswordChange): Promise<ApiResult<RouteAnswer<'putAccountPassword'>>>;
  setNewsletter(subscribed: boolean): Promise<ApiResult<NewsletterState>>;
  orders(): Promise<ApiResult<RouteAnswer<'getAccountOrders'>>>;
  subscriptions(): Promise<ApiResult<RouteAnswer<'getAccountSubscriptions'>>>;
  cancelSubscription(id: string): Promise<ApiResult<RouteAnswer<'cancelAccountSubscription'>>>;
  addresses(): Promise<ApiResult<RouteAnswer<'getAccountAddresses'>>>;
  addAddress(body: AccountAddressInput): Promise<ApiResult<RouteAnswer<'postAccountAddress'>>>;
  updateAddress(id: string, body: AccountAddressInput): Promise<ApiResult<RouteAnswer<'putAccountAddress'>>>;
  deleteAddress(id: string): Promise<ApiResult<true>>;
  restockSignUps(): Promise<ApiResult<RouteAnswer<'getAccountRestockSignUps'>>>;
  removeRestockSignUp(id: string): Promise<ApiResult<true>>;
  deleteAccount(confirmation: AccountDeletion): Promise<ApiResult<RouteAnswer<'deleteAccount'>>>;
}

/** A 204 answer has no JSON: the shared caller reports it as a failure of status 204; it is a success (`true`). */
export function emptySuccess(result: ApiResult<unknown>): ApiResult<true> {
  if (result.ok || result.failure.status === 204) return { ok: true, value: true };
  return result;
}

/**
 * @param caller the customer API caller (tests pass one over a fake fetch)
 * @example await createAccountApi().cancelSubscription('sub-1')
 */
export function createAccountApi(caller: SiteUserCaller = siteUserCaller): AccountApi {
  const { signedIn } = caller;
  const byId = (id: string) => ({ params: { id } });
  return {
    profile: () => signedIn(getAccountProfile),
    rename: (name) => signedIn(putAccountProfile, { body: { name } }),
    changePassword: (change) => signedIn(putAccountPassword, { body: change }),
    setNewsletter: (subscribed) => signedIn(putAccountNewsletter, { body: { subscribed } }),
    orders: () => signedIn(getAccountOrders),
    subscriptions: () => signedIn(getAccountSubscriptions),
    cancelSubscription: (id) => signedIn(cancelAccountSubscription, byId(id)),
    addresses: () => signedIn(getAccountAddresses),
    addAddress: (body) => signedIn(postAccountAddress, { body }),
    updateAddress: (id, body) => signedIn(putAccountAddress, { ...byId(id), body }),
    deleteAddress: async (id) => emptySuccess(await signedIn(deleteAccountAddress, byId(id))),
    restockSignUps: () => signedIn(getAccountRestockSignUps),
    removeRestockSignUp: async (id) => emptySuccess(await signedIn(deleteAccountRestockSignUp, byId(id))),
    deleteAccount: (confirmation) => signedIn(deleteAccount, { body: confirmation }),
  };
}

/** The page's calls. */
export const accountApi: AccountApi = createAccountApi();
