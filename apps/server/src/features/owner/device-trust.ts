import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { signValue, unsignValue } from '../../infra/http/signed-value.ts';
import { siteSigningKey } from '../captcha/index.ts';

/*
 * The owner's trusted device (OWASP's device cookies): a browser where a contributor signed in gets a
 * cookie (device-cookie.ts) holding `{websiteId}:{contributorId}.{deviceId}` signed with the site's
 * key. A sign-in from it for that same account is exempt from the account's slowing and from the
 * per-address limit, and has a limit of its own (identity's sign-in throttle), so guesses from
 * elsewhere never lock the real owner out. A value that is unsigned, forged, of another site or of
 * another account is ignored.
 */

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The device id a cookie value vouches for, for `contributorId` of the site; null when it vouches for nothing. */
export async function trustedDeviceOf(db: Kysely<Schema>, websiteId: string, contributorId: string | undefined, cookie: string | undefined): Promise<string | null> {
  if (!cookie || !contributorId) return null;
  const value = unsignValue(await siteSigningKey(db, websiteId, 'owner-device'), cookie);
  const prefix = `${websiteId}:${contributorId}.`;
  if (!value?.startsWith(prefix)) return null;
  const device = value.slice(prefix.length);
  return DEVICE_ID.test(device) ? device : null;
}

/** The cookie value that trusts this device for the contributor: the device id a valid `cookie` had, or a new one. */
export async function deviceCookieValue(db: Kysely<Schema>, websiteId: string, contributorId: string, cookie: string | undefined): Promise<string> {
  const device = (await trustedDeviceOf(db, websiteId, contributorId, cookie)) ?? randomBytes(18).toString('base64url');
  return signValue(await siteSigningKey(db, websiteId, 'owner-device'), `${websiteId}:${contributorId}.${device}`);
}
