import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '@plinth/template';
import type { IslandRenderer } from '../../infra/islands.ts';
import type { GalleryContext } from './gallery-context.ts';
import { galleryFormatters } from './gallery-formatters.ts';

/** The default theme's partials (the dashboard's preview draws galleries as the default theme does). */
const PARTIALS_DIR = fileURLToPath(new URL('../../../../../themes/default/partials/', import.meta.url));

/** The block a page includes: the gallery's styles, then the gallery. */
const BLOCK = '{.section gallery}{@|apply gallery-styles.block}{@|apply gallery.block}{.end}';

/**
 * Renders one gallery alone, as a page would (the settings panel's live preview).
 * @param islands the storefront's server renderer (slideshow and slider are islands)
 */
export function createGalleryRenderer(islands: IslandRenderer, partialsDir = PARTIALS_DIR): (gallery: GalleryContext) => string {
  const engine = createEngine({ formatters: galleryFormatters(islands) });
  const partials: Record<string, string> = {};
  for (const file of readdirSync(partialsDir)) partials[file] = readFileSync(join(partialsDir, file), 'utf8');
  const { template } = engine.compile(BLOCK);
  return (gallery) => engine.render(template, { gallery }, { partials, locale: 'en-US' }).output;
}
