/**
 * The restock calls of the widget (storefront.md §7): the sign-up, and
 * whether the site's captcha is to be shown. Nothing throws.
 */
import type { getCaptchaConfig, postRestockSignUp } from '@plinth/api';
import { MESSAGES } from '@plinth/commerce';
import type { z } from 'zod';
import { jsonCall as defaultCall, type JsonCall } from '../json-api.ts';

/** `POST /api/site-users/account/notifications/restock`. */
export const RESTOCK_PATH = '/api/site-users/account/notifications/restock';

/** The sign-up payload (storefront.md §3; the contract's, with the address the widget always sends as text). */
export type RestockSignUpPayload = z.input<typeof postRestockSignUp.body> & { siteVisitorEmail: string; isJoinMailingList: boolean };

/** Sends a sign-up; resolves null on success, else the message to show (the server's when it gave one). */
export async function sendRestockSignUp(payload: RestockSignUpPayload, call: JsonCall = defaultCall): Promise<string | null> {
  const result = await call('POST', RESTOCK_PATH, payload);
  if (result.ok) return null;
  const { status, serverMessage } = result.failure;
  if (serverMessage) return serverMessage;
  return status === 0 ? MESSAGES.cart.checkConnection : MESSAGES.cart.tryAgain;
}

/**
 * Whether the site has a working captcha (`GET /api/captcha/config` without
 * an `error`): then the widget shows it and the server demands it.
 */
export async function siteHasCaptcha(call: JsonCall = defaultCall): Promise<boolean> {
  const result = await call<z.infer<typeof getCaptchaConfig.response>>('GET', '/api/captcha/config');
  return result.ok && typeof result.value.provider === 'string' && !result.value.error;
}
