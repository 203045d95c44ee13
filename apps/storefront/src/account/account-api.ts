/**
 * The signed-in customer's own data (docs/accounts-api.md "The customer's own data"; the
 * contract's account routes): profile, password, newsletter, orders, subscriptions, addresses,
 * restock sign-ups and deletion. Every call goes through the signed-in caller (the XSRF token on
 * writes). Nothing throws: failures are data.
 */
import type {
  accountAddress,
  accountAddressBody,
  accountOrder,
  accountProfile,
  accountRestockSignUp,
  accountSubscription,
  deleteAccount,
  putAccountNewsletter,
  putAccountPassword,
} from '@plinth/api';
import type { z } from 'zod';
import type { ApiResult } from '../json-api.ts';
import { siteUserCaller, type SiteUserCaller } from './site-user-call.ts';

export type AccountProfile = z.infer<typeof accountProfile>;
export type AccountOrder = z.infer<typeof accountOrder>;
export type AccountSubscription = z.infer<typeof accountSubscription>;
export type AccountAddress = z.infer<typeof accountAddress>;
export type AccountAddressInput = z.input<typeof accountAddressBody>;
export type AccountRestockSignUp = z.infer<typeof accountRestockSignUp>;
export type PasswordChange = z.input<typeof putAccountPassword.body>;
export type AccountDeletion = z.input<typeof deleteAccount.body>;
export type NewsletterState = z.infer<typeof putAccountNewsletter.response>;

/** Where the customer's routes live (the contract's `ACCOUNT_BASE_PATH`). */
export const ACCOUNT_API = '/api/site-users/account';

/** The calls of the account page. */
export interface AccountApi {
  profile(): Promise<ApiResult<{ profile: AccountProfile }>>;
  rename(name: string): Promise<ApiResult<{ profile: AccountProfile }>>;
  changePassword(change: PasswordChange): Promise<ApiResult<{ changed: true }>>;
  setNewsletter(subscribed: boolean): Promise<ApiResult<NewsletterState>>;
  orders(): Promise<ApiResult<{ orders: AccountOrder[] }>>;
  subscriptions(): Promise<ApiResult<{ subscriptions: AccountSubscription[] }>>;
  cancelSubscription(id: string): Promise<ApiResult<{ subscription: AccountSubscription }>>;
  addresses(): Promise<ApiResult<{ addresses: AccountAddress[] }>>;
  addAddress(body: AccountAddressInput): Promise<ApiResult<{ address: AccountAddress }>>;
  updateAddress(id: string, body: AccountAddressInput): Promise<ApiResult<{ address: AccountAddress }>>;
  deleteAddress(id: string): Promise<ApiResult<true>>;
  restockSignUps(): Promise<ApiResult<{ signUps: AccountRestockSignUp[] }>>;
  removeRestockSignUp(id: string): Promise<ApiResult<true>>;
  deleteAccount(confirmation: AccountDeletion): Promise<ApiResult<{ deleted: true }>>;
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
  const at = (path: string, id?: string) => `${ACCOUNT_API}/${path}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
  return {
    profile: () => signedIn('GET', at('profile')),
    rename: (name) => signedIn('PUT', at('profile'), { name }),
    changePassword: (change) => signedIn('PUT', at('password'), change),
    setNewsletter: (subscribed) => signedIn('PUT', at('newsletter'), { subscribed }),
    orders: () => signedIn('GET', at('orders')),
    subscriptions: () => signedIn('GET', at('subscriptions')),
    cancelSubscription: (id) => signedIn('POST', `${at('subscriptions', id)}/cancel`),
    addresses: () => signedIn('GET', at('addresses')),
    addAddress: (body) => signedIn('POST', at('addresses'), body),
    updateAddress: (id, body) => signedIn('PUT', at('addresses', id), body),
    deleteAddress: async (id) => emptySuccess(await signedIn('DELETE', at('addresses', id))),
    restockSignUps: () => signedIn('GET', at('restock-signups')),
    removeRestockSignUp: async (id) => emptySuccess(await signedIn('DELETE', at('restock-signups', id))),
    deleteAccount: (confirmation) => signedIn('DELETE', ACCOUNT_API, confirmation),
  };
}

/** The page's calls. */
export const accountApi: AccountApi = createAccountApi();
