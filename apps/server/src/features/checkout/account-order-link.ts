import { createHmac } from 'node:crypto';

/*
 * The order page's link for a signed-in customer's account page (issue 11). The order page opens
 * with the access token the payment answered, but only its hash is stored, so the account cannot
 * show that token again. It shows a second token instead, derived from the stored hash (a secret
 * the visitor never sees), the order and the account: it opens the same page, and stops working
 * when the order leaves the account (the account deleted). Nothing new is stored.
 */

const ACCOUNT_TOKEN_PREFIX = 'acct-';
/** An account link's token: the prefix and 64 hex digits (a payment's token is 24 base64url characters, so never one). */
const ACCOUNT_TOKEN = /^acct-[0-9a-f]{64}$/;

/**
 * The token of the account's link to an order.
 * @example accountOrderToken(payment.accessTokenHash, order.id, siteUser.id) // 'acct-3f1c…'
 */
export function accountOrderToken(accessTokenHash: string, orderId: string, siteUserId: string): string {
  return ACCOUNT_TOKEN_PREFIX + createHmac('sha256', accessTokenHash).update(`account-order-link\n${orderId}\n${siteUserId}`).digest('hex');
}

/** Whether a token is an account link's (not the payment's). */
export function isAccountOrderToken(token: string): boolean {
  return ACCOUNT_TOKEN.test(token);
}
