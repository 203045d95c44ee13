import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { cursorQuery, limitQuery } from './owner.ts';

/*
 * The newsletter feature's routes (apps/server/src/features/newsletter; docs/forms-api.md
 * "Newsletter"): the links opened from e-mails, which answer a plain HTML page, and the owner's
 * mailing list (docs/owner-api.md "Forms").
 */

/** Where an address is on the list. */
export const MAILING_LIST_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;

/** `?token=`: tokens are 32 base64url characters; anything else reads as no token. */
export const newsletterTokenQuery = z.object({ token: z.string().min(1).max(200).optional().catch(undefined) }).catch({ token: undefined });

/** One address on the list. */
export const mailingListEntryJson = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(MAILING_LIST_STATUSES),
  /** The newsletter form it came from; 'restock' for the restock widget's opt-in. */
  sourceFormId: z.string().nullable(),
  createdAt: z.number().int(),
  confirmedAt: z.number().int().nullable(),
});

/** GET /api/newsletter/confirm. */
export const confirmNewsletter = defineRoute({
  method: 'GET',
  path: '/api/newsletter/confirm',
  tag: 'newsletter',
  access: 'public',
  summary: "The double opt-in link: subscribes the pending address; an HTML page, 404 'Link not valid' for an unknown, used or expired token",
  query: newsletterTokenQuery,
  responseType: 'html',
});

/** GET /api/newsletter/unsubscribe. */
export const unsubscribeNewsletter = defineRoute({
  method: 'GET',
  path: '/api/newsletter/unsubscribe',
  tag: 'newsletter',
  access: 'public',
  summary: "The unsubscribe link of every newsletter e-mail (never expires); an HTML page, 404 'Link not valid' for an unknown or replaced token",
  query: newsletterTokenQuery,
  responseType: 'html',
});

/** GET /api/owner/mailing-list. */
export const getMailingList = defineRoute({
  method: 'GET',
  path: '/api/owner/mailing-list',
  tag: 'newsletter',
  access: 'forms:read',
  summary: 'The addresses newsletter forms collected, newest first, with their status',
  query: z.object({ cursor: cursorQuery, limit: limitQuery }),
  response: z.object({ entries: z.array(mailingListEntryJson), nextCursor: z.string().nullable() }),
});

/** The newsletter feature's routes. */
export const newsletterRoutes: readonly ApiRoute[] = [confirmNewsletter, unsubscribeNewsletter, getMailingList];
