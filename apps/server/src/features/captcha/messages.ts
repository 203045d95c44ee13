import type { CaptchaProviderName } from '@plinth/api';

/*
 * The captcha feature's words: the visitor's refusal when a hosted captcha lacks its keys
 * (platform.md §8, exact wording) and the owner's when a provider setting is incomplete
 * (docs/owner-api.md "Captcha").
 */

/** platform.md §8: a hosted captcha without its keys. */
export const CAPTCHA_NOT_SET_UP = 'ReCaptcha has not been set up!';

/** Each provider's name as owners know it, for messages and the dashboard. */
export const CAPTCHA_PROVIDER_LABELS: Readonly<Record<CaptchaProviderName, string>> = {
  altcha: 'ALTCHA',
  recaptcha: 'reCAPTCHA',
  hcaptcha: 'hCaptcha',
  turnstile: 'Turnstile',
};

/** What a hosted provider's setting lacks, in the owner's words: 'Turnstile needs a site key.' */
export function missingKeysMessage(provider: CaptchaProviderName, missing: { siteKey: boolean; secret: boolean }): string {
  const label = CAPTCHA_PROVIDER_LABELS[provider];
  if (missing.siteKey && missing.secret) return `${label} needs a site key and a secret.`;
  return missing.siteKey ? `${label} needs a site key.` : `${label} needs a secret.`;
}
