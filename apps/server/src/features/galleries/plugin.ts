import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { loadIslandRenderer } from '../../infra/islands.ts';
import { createGalleryRenderer } from './gallery-renderer.ts';
import type { GalleryContext } from './gallery-context.ts';
import { MEDIA_LIBRARY } from './library.ts';
import { registerGalleryRoutes } from './routes.ts';

/** The default theme's CSS, around the preview. */
const SITE_CSS = new URL('../../../../../themes/default/assets/site.css', import.meta.url);

/** Gallery blocks: their images and settings, rendered in the four designs (issue 14). */
export async function galleriesPlugin(app: FastifyInstance): Promise<void> {
  let renderer: Promise<(gallery: GalleryContext) => string> | undefined;
  let css: string | undefined;
  registerGalleryRoutes(app, app.deps, {
    media: MEDIA_LIBRARY,
    renderGallery: () => (renderer ??= loadIslandRenderer().then((islands) => createGalleryRenderer(islands))),
    previewCss: () => (css ??= readFileSync(SITE_CSS, 'utf8')),
  });
}
