import { z } from 'zod';
import { CAPTCHA_PROVIDERS, type CaptchaProviderName, type CaptchaSettings } from './settings.ts';

/*
 * The owner's view of the captcha setting (docs/owner-api.md "Captcha"): which provider, its public
 * site key, and only whether a secret is stored — the secret itself never leaves the server.
 */

/** Each provider's name as owners know it, for messages and the dashboard. */
export const CAPTCHA_PROVIDER_LABELS: Readonly<Record<CaptchaProviderName, string>> = {
  altcha: 'ALTCHA',
  recaptcha: 'reCAPTCHA',
  hcaptcha: 'hCaptcha',
  turnstile: 'Turnstile',
};

/** Longest site key or secret accepted (the providers' are 24–64 characters). */
export const MAX_CAPTCHA_KEY_LENGTH = 200;

/** `GET /api/owner/captcha-settings`. */
export interface OwnerCaptchaSettings {
  provider: CaptchaProviderName;
  /** The hosted provider's site key; null for ALTCHA or when none is stored. */
  siteKey: string | null;
  /** Whether the hosted provider's secret is stored (never the secret). */
  hasSecret: boolean;
}

/** The owner's view of stored settings. */
export function ownerCaptchaSettings(settings: CaptchaSettings): OwnerCaptchaSettings {
  return { provider: settings.provider, siteKey: settings.siteKey, hasSecret: settings.secretKey !== null };
}

/** A key: trimmed, blank or null = not given, printable ASCII without spaces. */
const key = (name: string) =>
  z
    .string({ error: `${name} must be text.` })
    .trim()
    .max(MAX_CAPTCHA_KEY_LENGTH, `${name} must be at most ${MAX_CAPTCHA_KEY_LENGTH} characters.`)
    .regex(/^[\x21-\x7e]*$/, `${name} must not contain spaces or special characters.`)
    .nullish()
    .transform((value) => value || null);

/** The body of `PUT /api/owner/captcha-settings`; unknown properties are refused. */
export const captchaSettingsBody = z.strictObject(
  {
    provider: z.enum(CAPTCHA_PROVIDERS, { error: `provider must be one of ${CAPTCHA_PROVIDERS.join(', ')}.` }),
    siteKey: key('siteKey'),
    secret: key('secret'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}.` : 'The captcha settings must be a JSON object with a provider.',
  },
);

/** A parsed `PUT` body. */
export type CaptchaSettingsUpdate = z.output<typeof captchaSettingsBody>;

/** The outcome of {@link applyCaptchaUpdate}: the settings to store, or why not. */
export type CaptchaUpdateResult = { ok: true; settings: CaptchaSettings } | { ok: false; message: string };

/**
 * The settings an owner's update leads to, from the stored ones:
 * - ALTCHA needs nothing; any hosted key or secret is dropped.
 * - A hosted provider needs a site key, and a secret unless one is stored for that same provider
 *   (a secret of another provider would never verify).
 * - The verify endpoint override (tests only) is kept while the provider stays the same.
 * @example applyCaptchaUpdate(current, { provider: 'turnstile', siteKey: null, secret: null })
 *          // { ok: false, message: 'Turnstile needs a site key.' }
 */
export function applyCaptchaUpdate(current: CaptchaSettings, update: CaptchaSettingsUpdate): CaptchaUpdateResult {
  const { provider } = update;
  if (provider === 'altcha') return { ok: true, settings: { provider, siteKey: null, secretKey: null, verifyUrl: null } };
  const label = CAPTCHA_PROVIDER_LABELS[provider];
  const sameProvider = current.provider === provider;
  const secretKey = update.secret ?? (sameProvider ? current.secretKey : null);
  if (!update.siteKey && !secretKey) return { ok: false, message: `${label} needs a site key and a secret.` };
  if (!update.siteKey) return { ok: false, message: `${label} needs a site key.` };
  if (!secretKey) return { ok: false, message: `${label} needs a secret.` };
  return { ok: true, settings: { provider, siteKey: update.siteKey, secretKey, verifyUrl: sameProvider ? current.verifyUrl : null } };
}
