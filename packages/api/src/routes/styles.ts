/** Site styles: fonts and colours as theme variables, published like a page (issue 16). */
import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { FONT_CATEGORIES } from './styles-fonts.ts';
import { siteStyles } from './styles-schema.ts';

export * from './styles-colour.ts';
export * from './styles-fonts.ts';
export * from './styles-schema.ts';
export * from './styles-css.ts';

/*
 * The styles feature's routes (apps/server/src/features/styles; docs/styles-api.md): the site's
 * styles (draft and published), saving the draft, publishing it, and the font picker's catalogue
 * (platform.md §2 "Font picker"). Reads need content:read; writes content:write and the crumb.
 * The font files themselves are served under /assets/fonts/ (not an API route).
 */

/** The query string that shows the owner's saved draft on any storefront page (honoured only for a signed-in owner). */
export const STYLES_PREVIEW_PARAM = 'plinth-styles-preview';

/** What the owner reads: both versions and what the pickers offer. */
export const stylesState = z.object({
  draft: z.unknown().describe('The saved draft (SiteStyles)'),
  published: z.unknown().describe('The published styles (SiteStyles); the theme’s own look before any publish'),
  revision: z.number().int().describe('The draft’s revision: a save names the one it started from'),
  publishedAt: z.number().nullable(),
  /** The draft differs from what visitors see. */
  unpublishedChanges: z.boolean(),
  /** Preset swatches: the site's colours, then the theme's. */
  palette: z.array(z.string()),
});

/** GET /api/owner/styles. */
export const getStyles = defineRoute({
  method: 'GET',
  path: '/api/owner/styles',
  tag: 'styles',
  access: 'content:read',
  summary: 'The site’s styles: the draft, the published version and the preset palette',
  response: stylesState,
});

/** PUT /api/owner/styles/draft. */
export const saveStylesDraft = defineRoute({
  method: 'PUT',
  path: '/api/owner/styles/draft',
  tag: 'styles',
  access: 'content:write',
  summary: 'Saves the draft (visitors see no change until it is published); a save from a stale revision is refused (409)',
  body: z.object({ styles: siteStyles, revision: z.number({ error: 'revision must be a number.' }).int() }, { error: 'The body must be a JSON object with styles and revision.' }),
  response: stylesState,
});

/** POST /api/owner/styles/publish. */
export const publishStyles = defineRoute({
  method: 'POST',
  path: '/api/owner/styles/publish',
  tag: 'styles',
  access: 'content:write',
  summary: 'Publishes the saved draft: every page of the site takes it at once',
  body: z.object({ revision: z.number({ error: 'revision must be a number.' }).int() }, { error: 'The body must be a JSON object with revision.' }),
  response: stylesState,
});

/** A font as the picker lists it. */
export const pickerFont = z.object({
  id: z.string(),
  family: z.string(),
  category: z.enum(FONT_CATEGORIES),
  weights: z.array(z.number().int()),
  styles: z.array(z.enum(['normal', 'italic'])),
  fallback: z.string(),
  /** The regular (or lightest) upright file, for the preview in its own face. */
  previewUrl: z.string(),
  inStyleGuide: z.boolean(),
});

/** GET /api/owner/styles/fonts. */
export const listFonts = defineRoute({
  method: 'GET',
  path: '/api/owner/styles/fonts',
  tag: 'styles',
  access: 'content:read',
  summary: 'The font catalogue: Search fonts, Browse all fonts by category, or the Fonts in Style Guide (those the site uses)',
  query: z.object({
    search: z.string().trim().max(100, 'search is at most 100 characters.').optional(),
    category: z.enum(FONT_CATEGORIES, { error: `category must be one of ${FONT_CATEGORIES.join(', ')}.` }).optional(),
    scope: z.enum(['all', 'style-guide'], { error: 'scope must be all or style-guide.' }).default('all'),
  }),
  response: z.object({ fonts: z.array(pickerFont), categories: z.array(z.enum(FONT_CATEGORIES)) }),
});

export const stylesRoutes: readonly ApiRoute[] = [getStyles, saveStylesDraft, publishStyles, listFonts];
