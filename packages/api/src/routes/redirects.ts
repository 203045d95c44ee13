import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { idParams } from './owner.ts';

/*
 * The redirects feature's routes (apps/server/src/features/redirects; issue 34 "Redirects"): the
 * site's redirects from old addresses, one at a time or many in the hosted builder's URL-mapping
 * format (`/old-path -> /new-path 301`, `[name]` placeholders standing for one part of the path).
 * The old path is matched without regard to case or a trailing slash. A redirect answers only
 * where no live page is, unless `force` says it should (shadowing); none may loop.
 */

/** The longest address a redirect keeps. */
export const REDIRECT_PATH_MAX = 2000;

/** The messages of the redirect routes. */
export const REDIRECT_MESSAGES = {
  fromRequired: 'Enter the old address, starting with /.',
  fromNotPath: 'The old address must be a path of this site starting with / (no ?query or #part).',
  toRequired: 'Enter the new address: a path starting with / or a full http(s) URL.',
  tooLong: `An address is at most ${REDIRECT_PATH_MAX} characters.`,
  status: 'The status must be 301 (moved for good) or 302 (moved for now).',
  toSelf: 'The new address is the old one: the redirect would send visitors round in a circle.',
  loops: (chain: string) => `This redirect would loop: ${chain}.`,
  unknownPlaceholder: (name: string) => `The new address uses [${name}], which the old address does not have.`,
  duplicatePlaceholder: (name: string) => `The old address uses [${name}] twice.`,
  badLine: 'Write each mapping as /old-path -> /new-path 301 (or 302).',
  notFound: 'No such redirect.',
  bulkEmpty: 'Paste at least one mapping: /old-path -> /new-path 301.',
  bulkTooLong: 'Paste at most 5,000 mappings at once.',
} as const;

/** A redirect as the owner sees it. */
export const redirectSummary = z.object({
  id: z.string(),
  /** The old path as written. */
  from: z.string(),
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  /** Answers even where a live page is. */
  force: z.boolean(),
  /** Made by an import (rather than by hand). */
  fromImport: z.boolean(),
  createdAt: z.number().int(),
});

/** GET /api/owner/redirects. */
export const listRedirects = defineRoute({
  method: 'GET',
  path: '/api/owner/redirects',
  tag: 'redirects',
  access: 'settings:write',
  summary: "The site's redirects from old addresses, by old address",
  response: z.object({ redirects: z.array(redirectSummary) }),
});

const redirectStatus = z.union([z.literal(301), z.literal(302)], { error: REDIRECT_MESSAGES.status }).default(301);

/** The body of a new redirect. */
export const newRedirectBody = z.object(
  {
    from: z.string({ error: REDIRECT_MESSAGES.fromRequired }).trim().min(1, REDIRECT_MESSAGES.fromRequired).max(REDIRECT_PATH_MAX, REDIRECT_MESSAGES.tooLong),
    to: z.string({ error: REDIRECT_MESSAGES.toRequired }).trim().min(1, REDIRECT_MESSAGES.toRequired).max(REDIRECT_PATH_MAX, REDIRECT_MESSAGES.tooLong),
    status: redirectStatus,
    force: z.boolean().default(false),
  },
  { error: 'The body must be a JSON object with from, to and status.' },
);

/** POST /api/owner/redirects: one redirect (an existing one from the same old address is replaced). */
export const createRedirect = defineRoute({
  method: 'POST',
  path: '/api/owner/redirects',
  tag: 'redirects',
  access: 'settings:write',
  summary: 'Adds a redirect from an old address (replacing one from the same address); refused when it would loop',
  body: newRedirectBody,
  response: z.object({ redirect: redirectSummary }),
  status: 201,
});

/** The body of many redirects at once, one mapping a line. */
export const bulkRedirectsBody = z.object(
  {
    text: z.string({ error: REDIRECT_MESSAGES.bulkEmpty }).max(1_000_000, REDIRECT_MESSAGES.bulkTooLong),
    force: z.boolean().default(false),
  },
  { error: 'The body must be a JSON object with text.' },
);

/** One line of a bulk paste that was not taken. */
export const lineProblem = z.object({ line: z.number().int(), message: z.string() });

/** POST /api/owner/redirects/bulk. */
export const bulkRedirects = defineRoute({
  method: 'POST',
  path: '/api/owner/redirects/bulk',
  tag: 'redirects',
  access: 'settings:write',
  summary: 'Adds many redirects written as the hosted builder\'s URL mappings (/old -> /new 301); each bad line is reported, the rest are kept',
  body: bulkRedirectsBody,
  response: z.object({ created: z.number().int(), updated: z.number().int(), errors: z.array(lineProblem) }),
});

/** DELETE /api/owner/redirects/:id. */
export const deleteRedirect = defineRoute({
  method: 'DELETE',
  path: '/api/owner/redirects/:id',
  tag: 'redirects',
  access: 'settings:write',
  summary: 'Deletes a redirect: the old address answers 404 again (or its page, if one is there)',
  params: idParams,
  responseType: 'empty',
});

/** The redirects feature's routes. */
export const redirectsRoutes: readonly ApiRoute[] = [listRedirects, createRedirect, bulkRedirects, deleteRedirect];
