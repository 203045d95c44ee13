/**
 * The captcha setting as the owner app edits it (`GET`/`PUT /api/owner/captcha-settings`, see
 * docs/owner-api.md "Captcha"): pure helpers, so the page only renders.
 */
import type { CaptchaProviderName, getOwnerCaptchaSettings, saveOwnerCaptchaSettings } from '@plinth/api';
import type { z } from 'zod';

/** The providers Plinth verifies, in the order the select lists them (ALTCHA, the default, first). */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'hcaptcha', 'turnstile'] as const satisfies readonly CaptchaProviderName[];
export type CaptchaProvider = CaptchaProviderName;

/** Each provider as owners know it. */
export const PROVIDER_LABELS: Readonly<Record<CaptchaProvider, string>> = {
  altcha: 'ALTCHA (built in, no account needed)',
  recaptcha: 'reCAPTCHA v2',
  hcaptcha: 'hCaptcha',
  turnstile: 'Cloudflare Turnstile',
};

/** platform.md §8: what visitors' forms get from a hosted captcha without its keys. */
export const CAPTCHA_NOT_SET_UP = 'ReCaptcha has not been set up!';

/** `GET /api/owner/captcha-settings`: the secret itself is never sent back. */
export type CaptchaSettings = z.infer<typeof getOwnerCaptchaSettings.response>;

/** The `PUT /api/owner/captcha-settings` body. */
export type CaptchaSettingsBody = z.input<typeof saveOwnerCaptchaSettings.body>;

/** What the form holds: the secret input starts empty. */
export interface CaptchaDraft {
  provider: CaptchaProvider;
  siteKey: string;
  secret: string;
}

/** True for the providers that need a site key and a secret from their own dashboard. */
export function isHosted(provider: CaptchaProvider): boolean {
  return provider !== 'altcha';
}

/** The form's starting values for stored settings. */
export function draftOf(settings: CaptchaSettings): CaptchaDraft {
  return { provider: settings.provider, siteKey: settings.siteKey ?? '', secret: '' };
}

/** True when stored settings name a hosted provider without both keys: forms with a captcha fail. */
export function isNotSetUp(settings: CaptchaSettings): boolean {
  return isHosted(settings.provider) && (!settings.siteKey || !settings.hasSecret);
}

/** True when the draft may leave the secret empty: one is stored for the same provider. */
export function keepsStoredSecret(draft: CaptchaDraft, stored: CaptchaSettings): boolean {
  return isHosted(draft.provider) && draft.provider === stored.provider && stored.hasSecret;
}

/**
 * The `PUT` body: ALTCHA needs only the provider; a hosted one sends the site key and, when typed,
 * the secret (left out, the stored one of the same provider is kept).
 * @example saveBody({ provider: 'turnstile', siteKey: ' 1x00 ', secret: '' }) // { provider: 'turnstile', siteKey: '1x00' }
 */
export function saveBody(draft: CaptchaDraft): CaptchaSettingsBody {
  if (!isHosted(draft.provider)) return { provider: draft.provider };
  const secret = draft.secret.trim();
  return { provider: draft.provider, siteKey: draft.siteKey.trim(), ...(secret ? { secret } : {}) };
}
