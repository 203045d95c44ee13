import { randomBytes } from 'node:crypto';
import { CAPTCHA_PROVIDERS, type CaptchaProviderName } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';

/*
 * Per-site captcha settings (the site setting that picks the provider), ALTCHA's HMAC secret and the
 * spent ALTCHA challenges. Kept out of the website's settings JSON on purpose: that JSON reaches page
 * contexts, and the secrets here must never.
 */

/** A site's captcha settings; a site without a row uses ALTCHA. */
export interface CaptchaSettings {
  provider: CaptchaProviderName;
  /** The hosted provider's public site key. */
  siteKey: string | null;
  /** The hosted provider's secret (server-side only). */
  secretKey: string | null;
  /** Override of the hosted provider's verify endpoint; null = the provider's own. */
  verifyUrl: string | null;
}

const DEFAULT_SETTINGS: CaptchaSettings = { provider: 'altcha', siteKey: null, secretKey: null, verifyUrl: null };

/** Whether `value` names a provider. */
export function isCaptchaProvider(value: unknown): value is CaptchaProviderName {
  return (CAPTCHA_PROVIDERS as readonly unknown[]).includes(value);
}

/** The site's captcha settings (defaults when none are stored; an unknown provider reads as ALTCHA). */
export async function getCaptchaSettings(db: Kysely<Schema>, websiteId: string): Promise<CaptchaSettings> {
  const row = await db.selectFrom('captcha_settings').selectAll().where('website_id', '=', websiteId).executeTakeFirst();
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    provider: isCaptchaProvider(row.provider) ? row.provider : 'altcha',
    siteKey: row.site_key,
    secretKey: row.secret_key,
    verifyUrl: row.verify_url,
  };
}

/** Stores the site's captcha settings (the ALTCHA secret is kept). */
export async function saveCaptchaSettings(db: Kysely<Schema>, websiteId: string, settings: CaptchaSettings, now = Date.now()): Promise<void> {
  const values = {
    provider: settings.provider,
    site_key: settings.siteKey,
    secret_key: settings.secretKey,
    verify_url: settings.verifyUrl,
    updated_at: now,
  };
  await db
    .insertInto('captcha_settings')
    .values({ website_id: websiteId, altcha_hmac_secret: null, ...values })
    .onConflict((oc) => oc.column('website_id').doUpdateSet(values))
    .execute();
}

/**
 * The site's ALTCHA HMAC secret, made on first use. Insert-if-absent, then fill-if-null, then read:
 * two processes racing here both end up with the one secret that won.
 */
export async function altchaSecret(db: Kysely<Schema>, websiteId: string, now = Date.now()): Promise<string> {
  const candidate = randomBytes(32).toString('hex');
  await db
    .insertInto('captcha_settings')
    .values({ website_id: websiteId, provider: 'altcha', site_key: null, secret_key: null, verify_url: null, altcha_hmac_secret: candidate, updated_at: now })
    .onConflict((oc) => oc.column('website_id').doNothing())
    .execute();
  await db.updateTable('captcha_settings').set({ altcha_hmac_secret: candidate }).where('website_id', '=', websiteId).where('altcha_hmac_secret', 'is', null).execute();
  const row = await db.selectFrom('captcha_settings').select('altcha_hmac_secret').where('website_id', '=', websiteId).executeTakeFirstOrThrow();
  if (!row.altcha_hmac_secret) throw new Error('The ALTCHA secret was not stored');
  return row.altcha_hmac_secret;
}

/**
 * Records an ALTCHA challenge as spent until it would have expired; false when it was spent already
 * (the unique key on the nonce decides, so of two racing submissions one wins). Prunes expired ones.
 */
export async function spendAltchaChallenge(db: Kysely<Schema>, websiteId: string, nonce: string, expiresAt: number, now: number): Promise<boolean> {
  try {
    await db.insertInto('captcha_uses').values({ website_id: websiteId, challenge_id: nonce, expires_at: expiresAt }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  await db.deleteFrom('captcha_uses').where('expires_at', '<', now).execute();
  return true;
}
