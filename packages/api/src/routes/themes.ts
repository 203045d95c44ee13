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

/** A design as the owner's list shows it. */
export const designSummary = z.object({
  id: z.string().describe('The design’s id (its folder under themes/)'),
  name: z.string(),
  description: z.string(),
  active: z.boolean().describe('The design visitors see'),
  previewUrl: z.string().describe('The site’s home page drawn with this design (owner-only preview on the live site)'),
  previewImage: z.string().nullable().describe('A picture of the design, or null'),
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

export const themesRoutes: readonly ApiRoute[] = [listThemes, activateTheme];
