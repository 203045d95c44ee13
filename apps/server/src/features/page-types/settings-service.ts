import { SITE_ACCESS_MESSAGES, type SiteAccessSettings, type setPopup, type setSiteLock, type setSplash } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../infra/errors/app-error.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { changeContent } from '../site/index.ts';
import { hashSiteUserPassword, type Argon2Cost, OWASP_ARGON2_COST } from '../site-users/index.ts';
import { deleteProtectedPage, listProtectablePages, writeProtectedPage } from './protected-pages-repository.ts';
import { readSiteAccess, writeSiteAccess } from './settings-repository.ts';
import { newUnlockSecret } from './unlock-cookie.ts';

/*
 * The owner's Site access settings (docs/page-types-api.md). Every write bumps the site's content
 * version (changeContent): the page hooks read these settings once per version.
 */

/** Paths the storefront or the server already answer: a splash page cannot take them. */
const RESERVED_PATHS = new Set(['api', 'assets', 'config', 'cart', 'checkout', 'commerce', 'account', 'search', 'newsletter', 'home', 'sitemap.xml']);

/** Everything the Site access screen shows. */
export async function siteAccessOf(db: Kysely<Schema>, websiteId: string): Promise<SiteAccessSettings> {
  const [stored, pages] = await Promise.all([readSiteAccess(db, websiteId), listProtectablePages(db, websiteId)]);
  return {
    lock: { enabled: stored.lock.enabled, hasPassword: stored.lock.passwordHash !== null, message: stored.lock.message },
    popup: stored.popup,
    splash: stored.splash,
    pages: pages.map((page) => ({ collectionId: page.collectionId, title: page.title, fullUrl: `/${page.urlId}`, protected: page.protected, message: page.message })),
  };
}

/** Turns the lock screen on or off; a password replaces the old one and its cookies. */
export async function saveLock(db: Kysely<Schema>, websiteId: string, input: z.output<typeof setSiteLock.body>, now: number, cost: Argon2Cost = OWASP_ARGON2_COST): Promise<SiteAccessSettings['lock']> {
  const stored = await readSiteAccess(db, websiteId);
  if (input.enabled && !input.password && !stored.lock.passwordHash) throw new AppError('INVALID', SITE_ACCESS_MESSAGES.lockNeedsPassword);
  const password = input.password ? { lock_password_hash: await hashSiteUserPassword(input.password, cost), lock_secret: newUnlockSecret() } : {};
  await changeContent(db, websiteId, (tx) => writeSiteAccess(tx, websiteId, { lock_enabled: input.enabled ? 1 : 0, lock_message: input.message, ...password }, now));
  return { enabled: input.enabled, hasPassword: input.password !== undefined || stored.lock.passwordHash !== null, message: input.message };
}

/** Saves the popup; `newVersion` raises its version so it shows again to those who closed it. */
export async function savePopup(db: Kysely<Schema>, websiteId: string, input: z.output<typeof setPopup.body>, now: number): Promise<SiteAccessSettings['popup']> {
  if (input.enabled && !input.title && !input.body) throw new AppError('INVALID', SITE_ACCESS_MESSAGES.popupNeedsText);
  const stored = await readSiteAccess(db, websiteId);
  const version = stored.popup.version + (input.newVersion ? 1 : 0);
  await changeContent(db, websiteId, (tx) =>
    writeSiteAccess(tx, websiteId, {
      popup_enabled: input.enabled ? 1 : 0,
      popup_title: input.title,
      popup_body: input.body,
      popup_button_label: input.buttonLabel,
      popup_button_url: input.buttonUrl,
      popup_position: input.position,
      popup_version: version,
    }, now),
  );
  const { newVersion: _newVersion, ...popup } = input;
  return { ...popup, version };
}

/** Saves the splash page; its path may not be one a page or the storefront already has. */
export async function saveSplash(db: Kysely<Schema>, websiteId: string, input: z.output<typeof setSplash.body>, now: number): Promise<SiteAccessSettings['splash']> {
  const taken = RESERVED_PATHS.has(input.path) || (await db.selectFrom('collections').select('id').where('website_id', '=', websiteId).where('url_id', '=', input.path).executeTakeFirst());
  if (taken) throw new AppError('INVALID', SITE_ACCESS_MESSAGES.splashPath);
  await changeContent(db, websiteId, (tx) =>
    writeSiteAccess(tx, websiteId, {
      splash_enabled: input.enabled ? 1 : 0,
      splash_path: input.path,
      splash_title: input.title,
      splash_body: input.body,
      splash_button_label: input.buttonLabel,
      splash_button_url: input.buttonUrl,
    }, now),
  );
  return input;
}

async function protectable(db: Kysely<Schema>, websiteId: string, collectionId: string) {
  const page = (await listProtectablePages(db, websiteId)).find((candidate) => candidate.collectionId === collectionId);
  if (!page) throw new AppError('NOT_FOUND', SITE_ACCESS_MESSAGES.notAPage);
  return page;
}

/** Gives a page its own password (a new one signs out everyone who had opened it). */
export async function protect(db: Kysely<Schema>, websiteId: string, collectionId: string, input: { password: string; message: string }, now: number, cost: Argon2Cost = OWASP_ARGON2_COST) {
  const page = await protectable(db, websiteId, collectionId);
  const passwordHash = await hashSiteUserPassword(input.password, cost);
  await changeContent(db, websiteId, (tx) => writeProtectedPage(tx, websiteId, { collectionId, passwordHash, secret: newUnlockSecret(), message: input.message }, now));
  return { collectionId, title: page.title, fullUrl: `/${page.urlId}`, protected: true, message: input.message };
}

/** Takes a page's password away. */
export async function unprotect(db: Kysely<Schema>, websiteId: string, collectionId: string) {
  const page = await protectable(db, websiteId, collectionId);
  await changeContent(db, websiteId, (tx) => deleteProtectedPage(tx, websiteId, collectionId), (deleted) => deleted);
  return { collectionId, title: page.title, fullUrl: `/${page.urlId}`, protected: false, message: '' };
}
