import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';

/*
 * The content feature's routes (apps/server/src/features/content; docs/owner-api.md "Site
 * content"): the site layout and its main navigation, the header and footer, the languages and the
 * pages list (platform.md §3, §7). Reads need content:read; writes content:write and the crumb.
 */

/**
 * zod's `error` option for an object: `message` when the value is not the expected object, while
 * unknown keys of a strict object keep zod's own 'Unrecognized key: "…"' message.
 */
function notAnObject(message: string): { error: (issue: { code?: string }) => string | undefined } {
  return { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : message) };
}

// ── Header and footer (platform.md §3 "header and footer", §7) ──────────────────────────────────

/** Limits of the header and footer fields. */
export const HEADER_FOOTER_LIMITS = Object.freeze({
  announcement: 200,
  footerText: 500,
  linkLabel: 60,
  links: 10,
  /** platform.md §9: URL maximum length. */
  url: 2083,
});

/** Footer link addresses: site paths (not protocol-relative), http(s), mailto: and tel:. No javascript:. */
export const FOOTER_LINK_URL = /^(?:\/(?!\/)|https?:\/\/[^\s/]|mailto:|tel:)\S*$/i;

const LIMITS = HEADER_FOOTER_LIMITS;

/** The site header: an announcement bar ('' shows none) and whether the Cart link shows. */
export const siteHeader = z.strictObject(
  {
    announcement: z.string({ error: 'Announcement must be text.' }).trim().max(LIMITS.announcement, `Announcement must be at most ${LIMITS.announcement} characters.`).default(''),
    showCart: z.boolean({ error: 'ShowCart must be true or false.' }).default(true),
  },
  notAnObject('Header must be an object.'),
);

/** One footer link: a site path ('/about'), an http(s) address, or a mailto:/tel: link. */
export const footerLink = z.strictObject(
  {
    label: z.string({ error: 'Label is required.' }).trim().min(1, 'Label is required.').max(LIMITS.linkLabel, `Label must be at most ${LIMITS.linkLabel} characters.`),
    url: z
      .string({ error: 'Url is required.' })
      .trim()
      .min(1, 'Url is required.')
      .max(LIMITS.url, `Url must be at most ${LIMITS.url} characters.`)
      .regex(FOOTER_LINK_URL, 'Url must be a site path (/about), an http(s) address, or a mailto: or tel: link.'),
  },
  notAnObject('Each footer link must be an object with label and url.'),
);

/** The site footer: a line of text ('' shows the default 'Built with Plinth') and a few links. */
export const siteFooter = z.strictObject(
  {
    text: z.string({ error: 'Text must be text.' }).trim().max(LIMITS.footerText, `Text must be at most ${LIMITS.footerText} characters.`).default(''),
    links: z.array(footerLink, { error: 'Links must be a list.' }).max(LIMITS.links, `Links: at most ${LIMITS.links} footer links.`).default([]),
  },
  notAnObject('Footer must be an object.'),
);

/** The header and footer, as read and saved. Unknown keys are refused; omitted fields take their defaults. */
export const siteHeaderFooter = z.object({ header: siteHeader, footer: siteFooter }, { error: 'The body must be a JSON object with header and footer.' });

/** GET /api/site-header-footer. */
export const getHeaderFooter = defineRoute({
  method: 'GET',
  path: '/api/site-header-footer',
  tag: 'content',
  access: 'content:read',
  summary: "The site's header and footer (the defaults until saved)",
  response: siteHeaderFooter,
});

/** PUT /api/site-header-footer. */
export const saveHeaderFooter = defineRoute({
  method: 'PUT',
  path: '/api/site-header-footer',
  tag: 'content',
  access: 'content:write',
  summary: 'Replaces the header and footer; answers them as saved',
  body: siteHeaderFooter,
  response: siteHeaderFooter,
});

// ── Layout and navigation (platform.md §3, §7 Store creation) ────────────────────────────────────

/** platform.md §9: max items in a user-orderable collection. */
export const MAX_NAVIGATION_ITEMS = 250;

/** One link of a navigation in the layout: a collection; `memberAreaId` names the member area keeping it (null: public). */
export const navigationLink = z.object({
  collectionId: z.string().nullable(),
  title: z.string(),
  /** '/' for the home page, else '/<urlId>'. */
  url: z.string(),
  externalLink: z.string().nullable(),
  memberAreaId: z.string().nullable(),
  /** Whether visitors see the link (the collection is enabled and its page is served). */
  enabled: z.boolean(),
  get items(): z.ZodArray<typeof navigationLink> {
    return z.array(navigationLink);
  },
});

/** The layout: the theme's template id and its navigations (a Plinth site has only 'mainNavigation'). */
export const siteLayout = z.object({
  templateId: z.string(),
  layout: z.array(z.object({ identifier: z.string(), links: z.array(navigationLink) })),
});

/** One item of UpdateNavigation's `navigation.items`: a collection, flat. */
export const navigationItem = z.object(
  {
    collectionId: z.string({ error: 'CollectionId is required (links to collections only).' }).trim().min(1, 'CollectionId is required.').max(100, 'CollectionId is too long.'),
    externalLink: z.union([z.null(), z.literal('')], { error: 'ExternalLink must be null: external links are not supported in the navigation yet.' }).optional(),
    // Read-only echo of GetSiteLayout: null, '' or the id of the member area keeping the collection (owners move pages into areas with PUT /api/owner/member-areas/:id/content).
    memberAreaId: z.string({ error: 'MemberAreaId must be null or a member area id.' }).trim().max(100, 'MemberAreaId is too long.').nullable().optional(),
    items: z.array(z.unknown(), { error: 'Items must be a list.' }).max(0, 'Items must be empty: nested navigation is not supported yet.').optional(),
  },
  { error: 'Each navigation item must be an object.' },
);

/** GET /api/commondata/GetSiteLayout. */
export const getSiteLayout = defineRoute({
  method: 'GET',
  path: '/api/commondata/GetSiteLayout',
  tag: 'content',
  access: 'content:read',
  summary: "The site layout: the main navigation's links in order",
  response: siteLayout,
});

/** POST /api/widget/UpdateNavigation. */
export const updateNavigation = defineRoute({
  method: 'POST',
  path: '/api/widget/UpdateNavigation',
  tag: 'content',
  access: 'content:write',
  summary: 'Replaces the main navigation with these collections, in order; answers the new layout',
  body: z.object(
    {
      fieldName: z.string({ error: 'FieldName is required.' }).min(1, 'FieldName is required.').max(100, 'FieldName is too long.'),
      templateId: z.string({ error: 'TemplateId is required.' }).min(1, 'TemplateId is required.').max(100, 'TemplateId is too long.'),
      navigation: z.object(
        { items: z.array(navigationItem, { error: 'Items must be a list of navigation items.' }).max(MAX_NAVIGATION_ITEMS, `Items: at most ${MAX_NAVIGATION_ITEMS} navigation items.`) },
        { error: 'Navigation must be an object with items.' },
      ),
    },
    { error: 'The body must be a JSON object.' },
  ),
  response: siteLayout,
});

// ── Languages (platform.md §7 Multilingual) ──────────────────────────────────────────────────────

/** A language tag: a 2–3 letter primary language, then subtags of 2–8 letters or digits. */
export const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/** The most languages a site lists. */
export const MAX_LANGUAGES = 30;

/** One language of a site. */
export const siteLanguage = z.strictObject(
  {
    code: z.string({ error: 'Code is required.' }).trim().regex(LANGUAGE_CODE, "Code must be a language tag such as 'en' or 'pt-BR'."),
    name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(60, 'Name must be at most 60 characters.'),
    enabled: z.boolean({ error: 'Enabled must be true or false.' }),
    isDefault: z.boolean({ error: 'IsDefault must be true or false.' }),
  },
  notAnObject('Each language must be an object with code, name, enabled and isDefault.'),
);

/** The translation provider's state. */
export const translationStatus = z.object({ connected: z.boolean(), status: z.enum(['connected', 'disconnected']) });

const languagesAnswer = z.object({ languages: z.array(siteLanguage) });

/** GET /api/multilingual/settings. */
export const getMultilingualSettings = defineRoute({
  method: 'GET',
  path: '/api/multilingual/settings',
  tag: 'content',
  access: 'content:read',
  summary: 'Whether more than one language is enabled, the default language and the translation provider',
  response: z.object({
    enabled: z.boolean(),
    defaultLanguage: z.string(),
    provider: z.object({ name: z.string(), connected: z.boolean() }).nullable(),
  }),
});

/** GET /api/multilingual/status. */
export const getTranslationStatus = defineRoute({
  method: 'GET',
  path: '/api/multilingual/status',
  tag: 'content',
  access: 'content:read',
  summary: "The translation provider's connection",
  response: translationStatus,
});

/** GET /api/multilingual/languages. */
export const getLanguages = defineRoute({
  method: 'GET',
  path: '/api/multilingual/languages',
  tag: 'content',
  access: 'content:read',
  summary: "The site's languages (English, en-US, until saved)",
  response: languagesAnswer,
});

/** PUT /api/multilingual/languages. */
export const saveLanguages = defineRoute({
  method: 'PUT',
  path: '/api/multilingual/languages',
  tag: 'content',
  access: 'content:write',
  summary: 'Replaces the languages: one enabled default, no code twice; answers them in canonical case',
  body: z.object(
    {
      languages: z
        .array(siteLanguage, { error: 'Languages must be a list.' })
        .min(1, 'Languages: at least one language is required.')
        .max(MAX_LANGUAGES, `Languages: at most ${MAX_LANGUAGES} languages.`),
    },
    { error: 'The body must be a JSON object with languages.' },
  ),
  response: languagesAnswer,
});

/** DELETE /api/multilingual/connection. */
export const disconnectTranslation = defineRoute({
  method: 'DELETE',
  path: '/api/multilingual/connection',
  tag: 'content',
  access: 'content:write',
  summary: 'Disconnects the translation provider (harmless twice); answers the status',
  response: translationStatus,
});

// ── Pages list (platform.md §3 "Page status labels") ─────────────────────────────────────────────

/** One page (collection) of the site as the dashboard lists it. */
export const ownerPage = z.object({
  id: z.string(),
  title: z.string(),
  urlId: z.string(),
  type: z.enum(['page', 'products', 'blog']),
  fullUrl: z.string(),
  status: z.string(),
  /** 'Scheduled', 'Needs Review', 'Draft', 'Private'; null when published. */
  statusLabel: z.string().nullable(),
  navIndex: z.number().int().nullable(),
});

/** GET /api/owner/pages. */
export const listOwnerPages = defineRoute({
  method: 'GET',
  path: '/api/owner/pages',
  tag: 'content',
  access: 'content:read',
  summary: "The site's pages: the navigation's in order, then the others by title, with their status label",
  response: z.object({ pages: z.array(ownerPage) }),
});

/** The content feature's routes. */
export const contentRoutes: readonly ApiRoute[] = [
  getHeaderFooter,
  saveHeaderFooter,
  getSiteLayout,
  updateNavigation,
  getMultilingualSettings,
  getTranslationStatus,
  getLanguages,
  saveLanguages,
  disconnectTranslation,
  listOwnerPages,
];
