import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { MAX_PROOF_OF_WORK_LENGTH } from './captcha.ts';
import { idParams } from './owner.ts';

/*
 * The page-types feature's routes (apps/server/src/features/page-types; docs/page-types-api.md;
 * issue 17): the owner's Site access settings — the site-wide lock screen (page type 103), the
 * popup overlay (104), the splash page (3) and pages with their own password (105) — and the form
 * a visitor posts a password to. Reads need content:read; writes settings:write and the crumb.
 */

/** The popup's place on the page: platform.md §3 "Popup positions form a 3x3 grid". */
export const POPUP_POSITIONS = [
  'top-left', 'top-center', 'top-right',
  'middle-left', 'center', 'middle-right',
  'bottom-left', 'bottom-center', 'bottom-right',
] as const;
export type PopupPosition = (typeof POPUP_POSITIONS)[number];

/** platform.md §3: "Popup overlay local storage keys date-closed, version, submitted". */
export const POPUP_STORAGE_KEYS = Object.freeze({ dateClosed: 'date-closed', version: 'version', submitted: 'submitted' } as const);

/** Limits of what an owner types. */
export const SITE_ACCESS_LIMITS = Object.freeze({
  passwordMin: 4,
  passwordMax: 200,
  message: 500,
  title: 120,
  body: 2000,
  buttonLabel: 60,
  url: 500,
});

/** The words visitors and owners read (one catalogue, the server and the dashboard share it). */
export const SITE_ACCESS_MESSAGES = Object.freeze({
  wrongPassword: 'That password is not right. Please try again.',
  passwordRequired: 'Please enter the password.',
  lockNeedsPassword: 'Set a password before turning the lock screen on.',
  passwordTooShort: `A password has at least ${SITE_ACCESS_LIMITS.passwordMin} characters.`,
  passwordTooLong: `A password has at most ${SITE_ACCESS_LIMITS.passwordMax} characters.`,
  notAPage: 'Only a page of the site can have its own password.',
  popupNeedsText: 'A popup needs a title or some text.',
  splashPath: 'The splash page address is lower-case letters, digits and dashes, and not taken by a page.',
  badUrl: 'A link is a path on this site (/…) or an http(s) address.',
});

const password = z
  .string({ error: 'password must be text.' })
  .min(SITE_ACCESS_LIMITS.passwordMin, SITE_ACCESS_MESSAGES.passwordTooShort)
  .max(SITE_ACCESS_LIMITS.passwordMax, SITE_ACCESS_MESSAGES.passwordTooLong);

const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text.` }).trim().max(max, `${label} is at most ${max} characters.`);

/** A link a button follows: a path on the site or an http(s) address (never javascript:). */
export const linkUrl = z
  .string({ error: 'A link must be text.' })
  .trim()
  .max(SITE_ACCESS_LIMITS.url, SITE_ACCESS_MESSAGES.badUrl)
  .refine((value) => value === '' || (/^\/(?!\/)/.test(value) && !/[\s<>"]/.test(value)) || /^https?:\/\/[^\s<>"]+$/i.test(value), SITE_ACCESS_MESSAGES.badUrl);

/** The lock screen as the owner sees it (never the password). */
export const lockSettings = z.object({ enabled: z.boolean(), hasPassword: z.boolean(), message: z.string() });
/** The popup overlay. */
export const popupSettings = z.object({
  enabled: z.boolean(),
  title: z.string(),
  body: z.string(),
  buttonLabel: z.string(),
  buttonUrl: z.string(),
  position: z.enum(POPUP_POSITIONS),
  version: z.number().int(),
});
/** The splash page at `/{path}`. */
export const splashSettings = z.object({
  enabled: z.boolean(),
  path: z.string(),
  title: z.string(),
  body: z.string(),
  buttonLabel: z.string(),
  buttonUrl: z.string(),
});
/** A page that has, or may get, its own password. */
export const protectablePage = z.object({ collectionId: z.string(), title: z.string(), fullUrl: z.string(), protected: z.boolean(), message: z.string() });

/** Everything of the Site access screen. */
export const siteAccessSettings = z.object({
  lock: lockSettings,
  popup: popupSettings,
  splash: splashSettings,
  pages: z.array(protectablePage),
});
export type SiteAccessSettings = z.output<typeof siteAccessSettings>;

/** GET /api/owner/site-access. */
export const getSiteAccess = defineRoute({
  method: 'GET',
  path: '/api/owner/site-access',
  tag: 'page-types',
  access: 'content:read',
  summary: 'The lock screen, popup overlay, splash page and the pages with their own password',
  response: siteAccessSettings,
});

/** PUT /api/owner/site-access/lock. */
export const setSiteLock = defineRoute({
  method: 'PUT',
  path: '/api/owner/site-access/lock',
  tag: 'page-types',
  access: 'settings:write',
  summary: 'Turns the site-wide lock screen on or off; a new password (optional once one is set) signs every visitor out',
  body: z.object({
    enabled: z.boolean({ error: 'enabled must be true or false.' }),
    password: password.optional(),
    message: text('message', SITE_ACCESS_LIMITS.message).default(''),
  }, { error: 'The body must be a JSON object with enabled, password and message.' }),
  response: lockSettings,
});

/** PUT /api/owner/site-access/popup. */
export const setPopup = defineRoute({
  method: 'PUT',
  path: '/api/owner/site-access/popup',
  tag: 'page-types',
  access: 'settings:write',
  summary: 'The popup overlay: on or off, its words, button and place; newVersion shows it again to visitors who closed it',
  body: z.object({
    enabled: z.boolean({ error: 'enabled must be true or false.' }),
    title: text('title', SITE_ACCESS_LIMITS.title).default(''),
    body: text('body', SITE_ACCESS_LIMITS.body).default(''),
    buttonLabel: text('buttonLabel', SITE_ACCESS_LIMITS.buttonLabel).default(''),
    buttonUrl: linkUrl.default(''),
    position: z.enum(POPUP_POSITIONS, { error: `position must be one of ${POPUP_POSITIONS.join(', ')}.` }),
    newVersion: z.boolean({ error: 'newVersion must be true or false.' }).default(false),
  }, { error: 'The body must be a JSON object with enabled, title, body and position.' }),
  response: popupSettings,
});

/** PUT /api/owner/site-access/splash. */
export const setSplash = defineRoute({
  method: 'PUT',
  path: '/api/owner/site-access/splash',
  tag: 'page-types',
  access: 'settings:write',
  summary: 'The splash page: on or off, its address, words and button',
  body: z.object({
    enabled: z.boolean({ error: 'enabled must be true or false.' }),
    path: z.string({ error: 'path must be text.' }).trim().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, SITE_ACCESS_MESSAGES.splashPath),
    title: text('title', SITE_ACCESS_LIMITS.title).default(''),
    body: text('body', SITE_ACCESS_LIMITS.body).default(''),
    buttonLabel: text('buttonLabel', SITE_ACCESS_LIMITS.buttonLabel).default(''),
    buttonUrl: linkUrl.default('/'),
  }, { error: 'The body must be a JSON object with enabled, path, title and body.' }),
  response: splashSettings,
});

/** PUT /api/owner/site-access/pages/:id. */
export const protectPage = defineRoute({
  method: 'PUT',
  path: '/api/owner/site-access/pages/:id',
  tag: 'page-types',
  access: 'settings:write',
  summary: 'Gives a page (collection id) its own password, or a new one (everyone who opened it must type it again)',
  params: idParams,
  body: z.object({ password, message: text('message', SITE_ACCESS_LIMITS.message).default('') }, { error: 'The body must be a JSON object with password.' }),
  response: protectablePage,
});

/** DELETE /api/owner/site-access/pages/:id. */
export const unprotectPage = defineRoute({
  method: 'DELETE',
  path: '/api/owner/site-access/pages/:id',
  tag: 'page-types',
  access: 'settings:write',
  summary: "Takes a page's own password away: it is open again",
  params: idParams,
  response: protectablePage,
});

/** What the password forms post (form-encoded or JSON). */
export const unlockBody = z.object({
  password: z.string().max(SITE_ACCESS_LIMITS.passwordMax).catch(''),
  /** The path to go back to; only a path on this site is followed. */
  next: z.string().max(2000).catch('/'),
  /** The solved ALTCHA proof of work, once the target asks for one (a bad one reads as none). */
  captchaKey: z.string().max(MAX_PROOF_OF_WORK_LENGTH).optional().catch(undefined),
}).catch({ password: '', next: '/', captchaKey: undefined });

/** POST /api/site-access/unlock. */
export const unlockSite = defineRoute({
  method: 'POST',
  path: '/api/site-access/unlock',
  tag: 'page-types',
  access: 'public',
  summary: "The lock screen's form: the right password sets the unlock cookie and goes on (303) to `next`; a wrong one shows the lock screen again (401); 5 wrong tries per 15 minutes from one address, then 429; from the 5th failure on the lock, whoever guesses, a try without a solved captchaKey proof of work waits (429 with Retry-After)",
  body: unlockBody,
  responseType: 'html',
});

/** POST /api/site-access/pages/:id/unlock. */
export const unlockPage = defineRoute({
  method: 'POST',
  path: '/api/site-access/pages/:id/unlock',
  tag: 'page-types',
  access: 'public',
  summary: "A protected page's form: as the lock screen's, for one page",
  params: idParams,
  body: unlockBody,
  responseType: 'html',
});

/** The page-types feature's routes. */
export const pageTypesRoutes: readonly ApiRoute[] = [getSiteAccess, setSiteLock, setPopup, setSplash, protectPage, unprotectPage, unlockSite, unlockPage];
