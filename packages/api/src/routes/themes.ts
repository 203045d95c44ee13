/** Designs to choose from (issue 31): the site's design, switched with content, navigation and styles kept. */
import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';

/*
 * The themes feature's routes (apps/server/src/features/themes; docs/designs.md): the designs the
 * site may use and which one it uses, and switching to another. Reads need content:read; the switch
 * content:write and the crumb. A design is previewed on the live site with `?design=<id>`, honoured
 * for a signed-in owner only.
 */

/** The query string that shows a design on any storefront page (honoured only for a signed-in owner). */
export const DESIGN_PREVIEW_PARAM = 'design';
/** With it, the preview shows the saved draft of the design's settings (honoured only for a signed-in owner). */
export const DESIGN_DRAFT_PARAM = 'design-draft';

/** A design as the owner's list shows it. */
export const designSummary = z.object({
  id: z.string().describe('The design’s id (its folder under themes/)'),
  name: z.string(),
  description: z.string(),
  active: z.boolean().describe('The design visitors see'),
  previewUrl: z.string().describe('The site’s home page drawn with this design (owner-only preview on the live site)'),
  previewImage: z.string().nullable().describe('A picture of the design, or null'),
  settings: z.number().int().describe('How many settings of its own (tweaks) the design has'),
});

/** GET /api/owner/themes. */
export const listThemes = defineRoute({
  method: 'GET',
  path: '/api/owner/themes',
  tag: 'themes',
  access: 'content:read',
  summary: 'The designs the site may use, the active one marked',
  response: z.object({ themes: z.array(designSummary) }),
});

/** PUT /api/owner/themes/active. */
export const activateTheme = defineRoute({
  method: 'PUT',
  path: '/api/owner/themes/active',
  tag: 'themes',
  access: 'content:write',
  summary: 'Uses another design: every page of the site takes it at once; content, navigation, styles, forms and settings stay',
  body: z.object(
    { id: z.string({ error: 'id must be the id of a design.' }).trim().min(1, 'id must be the id of a design.').max(40, 'id must be the id of a design.') },
    { error: 'The body must be a JSON object with id.' },
  ),
  response: z.object({ themes: z.array(designSummary) }),
});

/** One of a design's own settings (a tweak) with the site's draft and published choice. */
export const designTweak = z.object({
  id: z.string(),
  label: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string(), css: z.string().describe('What the choice adds to the design’s CSS') })),
  draft: z.string().describe('The value saved as the draft'),
  published: z.string().describe('The value visitors see'),
});

/** A design's settings as the owner reads them. */
export const designTweaksState = z.object({
  design: z.string(),
  tweaks: z.array(designTweak),
  revision: z.number().int().describe('The draft’s revision: a save or publish names the one it started from'),
  unpublishedChanges: z.boolean(),
  previewUrl: z.string().describe('The site’s home page drawn with this design and the saved draft of its settings (owner-only preview)'),
});

const designParams = z.object({ id: z.string().max(40, 'id must be the id of a design.') });

/** GET /api/owner/themes/:id/tweaks. */
export const getThemeTweaks = defineRoute({
  method: 'GET',
  path: '/api/owner/themes/:id/tweaks',
  tag: 'themes',
  access: 'content:read',
  summary: 'A design’s own settings (tweaks): each choice with its draft and published value',
  params: designParams,
  response: designTweaksState,
});

/** PUT /api/owner/themes/:id/tweaks/draft. */
export const saveThemeTweaksDraft = defineRoute({
  method: 'PUT',
  path: '/api/owner/themes/:id/tweaks/draft',
  tag: 'themes',
  access: 'content:write',
  summary: 'Saves a design’s settings as the draft (visitors see no change until it is published); a save from a stale revision is refused (409)',
  params: designParams,
  body: z.object(
    {
      values: z.record(z.string(), z.string({ error: 'Each setting’s value must be a string.' }), { error: 'values must be an object of setting → choice.' }),
      revision: z.number({ error: 'revision must be a number.' }).int(),
    },
    { error: 'The body must be a JSON object with values and revision.' },
  ),
  response: designTweaksState,
});

/** POST /api/owner/themes/:id/tweaks/publish. */
export const publishThemeTweaks = defineRoute({
  method: 'POST',
  path: '/api/owner/themes/:id/tweaks/publish',
  tag: 'themes',
  access: 'content:write',
  summary: 'Publishes the saved draft of a design’s settings: every page drawn with that design takes them at once',
  params: designParams,
  body: z.object({ revision: z.number({ error: 'revision must be a number.' }).int() }, { error: 'The body must be a JSON object with revision.' }),
  response: designTweaksState,
});

export const themesRoutes: readonly ApiRoute[] = [listThemes, activateTheme, getThemeTweaks, saveThemeTweaksDraft, publishThemeTweaks];
