/**
 * The restock calls of the widget (storefront.md §7): the sign-up, and
 * whether the site's captcha is to be shown. Nothing throws.
 */
import type { RouteRequest } from '@plinth/api/client';
import { getCaptchaConfig } from '@plinth/api/client/routes/getCaptchaConfig';
import { postRestockSignUp } from '@plinth/api/client/routes/postRestockSignUp';
import { MESSAGES } from '@plinth/commerce';
import { jsonCall as defaultCall, type JsonCall } from '../api/json-call.ts';

/** The sign-up payload (storefront.md §3; the contract's, with the address the widget always sends as text). */
export type RestockSignUpPayload = RouteRequest<'postRestockSignUp'>['body'] & { siteVisitorEmail: string; isJoinMailingList: boolean };

/** Sends a sign-up; resolves null on success, else the message to show (the server's when it gave one). */
export async function sendRestockSignUp(payload: RestockSignUpPayload, call: JsonCall = defaultCall): Promise<string | null> {
  const result = await call(postRestockSignUp, { body: payload });
  if (result.ok) return null;
  const { status, serverMessage } = result.failure;
  if (serverMessage) return serverMessage;
  return status === 0 ? MESSAGES.cart.checkConnection : MESSAGES.cart.tryAgain;
}

/**
 * Whether the site has a working captcha (`getCaptchaConfig` without
 * an `error`): then the widget shows it and the server demands it.
 */
export async function siteHasCaptcha(call: JsonCall = defaultCall): Promise<boolean> {
  const result = await call(getCaptchaConfig);
  return result.ok && typeof result.value.provider === 'string' && !result.value.error;
}
