import type { captchaConfigJson, captchaSettingsBody, ownerCaptchaSettingsJson } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { ALTCHA_CHALLENGE_PATH, verifyAltcha } from './altcha.ts';
import { verifyHostedToken } from './hosted.ts';
import { CAPTCHA_NOT_SET_UP, missingKeysMessage } from './messages.ts';
import { getCaptchaSettings, saveCaptchaSettings, type CaptchaSettings } from './repository.ts';

/*
 * The one captcha adapter (docs/forms-api.md "Captcha"): the site setting picks the provider, and
 * callers only see the config for the island and a verdict for a token. The owner's side chooses the
 * provider (docs/owner-api.md "Captcha"): the secret never leaves the server.
 */

/** `GET /api/captcha/config`: what the island needs to render the widget. */
export type CaptchaConfig = z.output<typeof captchaConfigJson>;

/** The site's captcha config for the island. */
export async function captchaConfig(db: Kysely<Schema>, websiteId: string): Promise<CaptchaConfig> {
  const settings = await getCaptchaSettings(db, websiteId);
  if (settings.provider === 'altcha') return { provider: 'altcha', siteKey: null, challengeUrl: ALTCHA_CHALLENGE_PATH };
  if (!settings.siteKey || !settings.secretKey) return { provider: settings.provider, siteKey: null, challengeUrl: null, error: CAPTCHA_NOT_SET_UP };
  return { provider: settings.provider, siteKey: settings.siteKey, challengeUrl: null };
}

/**
 * The verdict on a captcha token: 'failed' (not solved, spent, forged), 'unavailable' (the hosted
 * provider did not answer), 'not-set-up' (the hosted provider lacks keys). Kept a verdict rather than
 * an error: the forms and restock features answer each case with their own words.
 */
export type CaptchaVerdict = 'ok' | 'failed' | 'unavailable' | 'not-set-up';

/** Verifies a token with the site's provider (ALTCHA tokens are spent). Never throws for bad input. */
export async function verifyCaptcha(db: Kysely<Schema>, websiteId: string, token: string, remoteIp: string, now: number): Promise<CaptchaVerdict> {
  const settings = await getCaptchaSettings(db, websiteId);
  if (settings.provider === 'altcha') return (await verifyAltcha(db, websiteId, token, now)) ? 'ok' : 'failed';
  if (!settings.siteKey || !settings.secretKey) return 'not-set-up';
  return verifyHostedToken({ provider: settings.provider, secretKey: settings.secretKey, siteKey: settings.siteKey, token, remoteIp, verifyUrl: settings.verifyUrl });
}

/** `GET /api/owner/captcha-settings`. */
export type OwnerCaptchaSettings = z.output<typeof ownerCaptchaSettingsJson>;

/** A parsed `PUT /api/owner/captcha-settings` body. */
export type CaptchaSettingsUpdate = z.output<typeof captchaSettingsBody>;

/** The owner's view of stored settings: never the secret, only whether there is one. */
export function ownerCaptchaSettings(settings: CaptchaSettings): OwnerCaptchaSettings {
  return { provider: settings.provider, siteKey: settings.siteKey, hasSecret: settings.secretKey !== null };
}

/** The outcome of {@link applyCaptchaUpdate}: the settings to store, or why not. */
export type CaptchaUpdateResult = { ok: true; settings: CaptchaSettings } | { ok: false; message: string };

/**
 * The settings an owner's update leads to, from the stored ones:
 * - ALTCHA needs nothing; any hosted key or secret is dropped.
 * - A hosted provider needs a site key, and a secret unless one is stored for that same provider
 *   (a secret of another provider would never verify).
 * - The verify endpoint override (tests only) is kept while the provider stays the same.
 * @example applyCaptchaUpdate(current, { provider: 'turnstile', siteKey: null, secret: null })
 *          // { ok: false, message: 'Turnstile needs a site key and a secret.' }
 */
export function applyCaptchaUpdate(current: CaptchaSettings, update: CaptchaSettingsUpdate): CaptchaUpdateResult {
  const { provider } = update;
  if (provider === 'altcha') return { ok: true, settings: { provider, siteKey: null, secretKey: null, verifyUrl: null } };
  const sameProvider = current.provider === provider;
  const secretKey = update.secret ?? (sameProvider ? current.secretKey : null);
  if (!update.siteKey || !secretKey) return { ok: false, message: missingKeysMessage(provider, { siteKey: !update.siteKey, secret: !secretKey }) };
  return { ok: true, settings: { provider, siteKey: update.siteKey, secretKey, verifyUrl: sameProvider ? current.verifyUrl : null } };
}

/** The owner's view of the site's captcha setting. */
export async function readOwnerCaptchaSettings(db: Kysely<Schema>, websiteId: string): Promise<OwnerCaptchaSettings> {
  return ownerCaptchaSettings(await getCaptchaSettings(db, websiteId));
}

/**
 * Applies and stores an owner's update.
 * @throws AppError INVALID naming what the provider lacks ('reCAPTCHA needs a site key.')
 */
export async function updateOwnerCaptchaSettings(db: Kysely<Schema>, websiteId: string, update: CaptchaSettingsUpdate, now: number): Promise<OwnerCaptchaSettings> {
  const result = applyCaptchaUpdate(await getCaptchaSettings(db, websiteId), update);
  if (!result.ok) throw new AppError('INVALID', result.message);
  await saveCaptchaSettings(db, websiteId, result.settings, now);
  return ownerCaptchaSettings(result.settings);
}
