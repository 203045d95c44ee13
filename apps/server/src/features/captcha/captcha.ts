import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { ALTCHA_CHALLENGE_PATH, verifyAltcha } from './altcha.ts';
import { verifyHostedToken } from './hosted.ts';
import { getCaptchaSettings, type CaptchaProviderName } from './settings.ts';

/*
 * The one captcha adapter: the site setting picks the provider, and callers only see the config for
 * the island and a verdict for a token.
 */

/** platform.md §8: a hosted captcha without its keys. */
export const CAPTCHA_NOT_SET_UP = 'ReCaptcha has not been set up!';

/** `GET /api/captcha/config`: what the island needs to render the widget. */
export interface CaptchaConfig {
  provider: CaptchaProviderName;
  /** The hosted provider's site key; null for ALTCHA, or when not set up. */
  siteKey: string | null;
  /** ALTCHA's challenge URL; null for hosted providers. */
  challengeUrl: string | null;
  /** Present when the captcha cannot work: 'ReCaptcha has not been set up!'. */
  error?: string;
}

/** The site's captcha config for the island. */
export async function captchaConfig(db: Kysely<Schema>, websiteId: string): Promise<CaptchaConfig> {
  const settings = await getCaptchaSettings(db, websiteId);
  if (settings.provider === 'altcha') return { provider: 'altcha', siteKey: null, challengeUrl: ALTCHA_CHALLENGE_PATH };
  if (!settings.siteKey || !settings.secretKey) return { provider: settings.provider, siteKey: null, challengeUrl: null, error: CAPTCHA_NOT_SET_UP };
  return { provider: settings.provider, siteKey: settings.siteKey, challengeUrl: null };
}

/** The verdict on a captcha token: 'not-set-up' when the hosted provider lacks keys. */
export type CaptchaVerdict = 'ok' | 'failed' | 'unavailable' | 'not-set-up';

/** Verifies a token with the site's provider (ALTCHA tokens are spent). Never throws for bad input. */
export async function verifyCaptcha(db: Kysely<Schema>, websiteId: string, token: string, remoteIp: string, now: number): Promise<CaptchaVerdict> {
  const settings = await getCaptchaSettings(db, websiteId);
  if (settings.provider === 'altcha') return (await verifyAltcha(db, websiteId, token, now)) ? 'ok' : 'failed';
  if (!settings.siteKey || !settings.secretKey) return 'not-set-up';
  return verifyHostedToken({ provider: settings.provider, secretKey: settings.secretKey, siteKey: settings.siteKey, token, remoteIp, verifyUrl: settings.verifyUrl });
}
