/**
 * Checkout for a signed-in customer starts filled in (issue 11: saved addresses prefill checkout):
 * the account's e-mail and its default address, where the checkout has none yet. What the customer
 * typed, or the checkout already holds, is never replaced.
 */
import type { CheckoutDetails, CheckoutUpdate } from '../checkout-types.ts';
import { accountApi, type AccountApi } from './account-api.ts';
import { isSignedIn } from './site-user-info.ts';

/** Dependencies; the defaults are the page's. */
export interface PrefillOptions {
  signedIn?: () => boolean;
  api?: Pick<AccountApi, 'profile' | 'addresses'>;
}

/**
 * The checkout update that fills the blanks from the account, or null (signed out, nothing blank,
 * nothing saved, or the account could not be read).
 * @example const change = await accountPrefill(answer.checkout, answer.cart.requiresShipping)
 */
export async function accountPrefill(checkout: Pick<CheckoutDetails, 'email' | 'shippingAddress'>, requiresShipping: boolean, options: PrefillOptions = {}): Promise<CheckoutUpdate | null> {
  const signedIn = options.signedIn ?? (() => isSignedIn(document.cookie));
  if (!signedIn()) return null;
  const api = options.api ?? accountApi;
  const wantEmail = !checkout.email;
  const wantAddress = requiresShipping && !checkout.shippingAddress;
  if (!wantEmail && !wantAddress) return null;
  const [profile, addresses] = await Promise.all([wantEmail ? api.profile() : null, wantAddress ? api.addresses() : null]);
  const change: CheckoutUpdate = {};
  if (profile?.ok) change.email = profile.value.profile.email;
  if (addresses?.ok) {
    const saved = addresses.value.addresses.find((entry) => entry.isDefault) ?? addresses.value.addresses[0];
    if (saved) change.shippingAddress = saved.address;
  }
  return Object.keys(change).length > 0 ? change : null;
}
