import { CURRENCY_CODES, DEFAULT_CURRENCY } from '@plinth/commerce';
import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { sessionContributor } from './owner.ts';
import { siteUserPassword } from './site-users.ts';

/*
 * The setup feature's routes (apps/server/src/features/setup): the setup screen of a site with no
 * owner yet, which makes its first owner exactly once (docs/owner-api.md "Setup"), and the owner's
 * getting-started checklist. Messages name the form's fields, so the screen shows them as they are.
 */

/** The longest site title (the website's name). */
export const MAX_SITE_TITLE_LENGTH = 100;

/** An IANA time zone the runtime knows ('Europe/Paris', 'UTC'). */
export const setupTimeZone = z
  .string({ error: 'Time zone must be text.' })
  .trim()
  .max(64, 'Time zone is too long.')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone.length > 0;
    } catch {
      return false;
    }
  }, 'Time zone must be a time zone such as America/New_York.');

/** What the setup screen sends. */
export const setupBody = z.object({
  siteTitle: z.string({ error: 'Site title is required.' }).trim().min(1, 'Site title is required.').max(MAX_SITE_TITLE_LENGTH, `Site title must be at most ${MAX_SITE_TITLE_LENGTH} characters.`),
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(254, 'Email is too long.')
    .pipe(z.email('Email must be a valid e-mail address.')),
  // The customers' rule (10 to 200 characters), for the one account that can do everything.
  password: siteUserPassword,
  /** @default 'America/New_York' (the screen sends the browser's own) */
  timeZone: setupTimeZone.optional(),
  /** One of the 27 store currencies (storefront.md §3). @default 'USD' */
  currency: z.enum(CURRENCY_CODES, { error: `Currency must be one of ${CURRENCY_CODES.join(', ')}.` }).default(DEFAULT_CURRENCY),
});

/** GET /api/owner/setup: whether the site still has no owner (then /config shows the setup screen). */
export const getSetupStatus = defineRoute({
  method: 'GET',
  path: '/api/owner/setup',
  tag: 'setup',
  access: 'public',
  summary: 'Whether the site still needs its first owner: true until the setup screen (or an operator) made one',
  response: z.object({ needed: z.boolean() }),
});

/** POST /api/owner/setup: the first owner, once. */
export const completeSetup = defineRoute({
  method: 'POST',
  path: '/api/owner/setup',
  tag: 'setup',
  access: 'public',
  summary: "Names the site and makes its first owner (ADMIN), signed in at once (sets plinth_owner; needs the crumb); 409 once the site has an owner, whoever asks",
  body: setupBody,
  response: z.object({ contributor: sessionContributor }),
  status: 201,
  errors: [409],
});

/** The getting-started steps, in the order the checklist shows them. */
export const SETUP_STEPS = ['product', 'design', 'payments', 'email'] as const;

/** GET /api/owner/setup/checklist. */
export const getSetupChecklist = defineRoute({
  method: 'GET',
  path: '/api/owner/setup/checklist',
  tag: 'setup',
  access: 'settings:write',
  summary: 'The getting-started checklist: each step done or not, as far as the data tells, and whether the owner dismissed it',
  response: z.object({
    dismissed: z.boolean(),
    steps: z.array(z.object({ id: z.enum(SETUP_STEPS), done: z.boolean() })),
  }),
});

/** POST /api/owner/setup/checklist/dismiss. */
export const dismissSetupChecklist = defineRoute({
  method: 'POST',
  path: '/api/owner/setup/checklist/dismiss',
  tag: 'setup',
  access: 'settings:write',
  summary: 'Hides the getting-started checklist for the site (needs the crumb)',
  responseType: 'empty',
  status: 204,
});

/** The setup feature's routes, in the order the API document lists them. */
export const setupRoutes: readonly ApiRoute[] = [getSetupStatus, completeSetup, getSetupChecklist, dismissSetupChecklist];
