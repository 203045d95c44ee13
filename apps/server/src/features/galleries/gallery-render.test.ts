import { readFileSync, writeFileSync } from 'node:fs';
import { gallerySettingsInput } from '@plinth/api';
import { describe, expect, it } from 'vitest';
import type { IslandRenderer } from '../../infra/islands.ts';
import { galleryContext } from './gallery-context.ts';
import { createGalleryRenderer } from './gallery-renderer.ts';
import type { GalleryMediaFile } from './media-source.ts';

/* Golden HTML of each design, drawn by the default theme's gallery.block (islands stubbed: their own HTML is tested in the storefront). */

const islands: IslandRenderer = {
  renderIsland: (name, props) => `<div data-island="${name}" data-view="${(props as { view: string }).view}" data-items="${(props as { items: unknown[] }).items.length}"></div>`,
  clientHead: () => '',
};
const render = createGalleryRenderer(islands);

const file = (n: number, size = '2000x1500'): GalleryMediaFile => ({
  id: `m${n}`, fileName: `photo-${n}.jpg`, contentType: 'image/jpeg', url: `/media/m${n}/photo-${n}.jpg`, assetUrl: `/media/m${n}/v1/photo-${n}.jpg`,
  originalSize: size, altText: n === 1 ? 'A speckled mug' : '', mediaFocalPoint: n === 2 ? { x: 0.25, y: 0.75 } : null, isImage: true, status: 'ready',
});
const files = new Map([file(1), file(2, '600x900'), file(3)].map((f) => [f.id, f]));
const items = [
  { mediaId: 'm1', mediaType: 'imageFile', title: 'Mug', caption: 'Glazed by hand', link: null },
  { mediaId: 'm2', mediaType: 'imageFile', title: '', caption: '<b>Tall</b> jug', link: '/shop' },
  { mediaId: 'm3', mediaType: 'imageReused', title: 'Bowl', caption: '', link: null },
  { mediaId: 'gone', mediaType: 'imageFile', title: 'Deleted', caption: '', link: null },
];
const html = (settings: Record<string, unknown>) => render(galleryContext({ id: 'g1', title: 'Studio', settings: gallerySettingsInput.parse(settings), items }, files));
const golden = (name: string) => readFileSync(new URL(`./golden/${name}.html`, import.meta.url), 'utf8');
/** The gallery's own markup (the styles block is the same for every design). */
const block = (out: string) => out.slice(out.indexOf('<section'));

describe('gallery block (golden HTML)', () => {
  it.each([
    ['grid', {}],
    ['grid-lightbox', { lightbox: true, lightboxTheme: 'light', 'thumbnails-per-row': 3, padding: 8, 'aspect-ratio': 'widescreen' }],
    ['stacked', { design: 'stacked', 'auto-crop': false, 'show-meta-only-title': true, newWindow: true, 'meta-position': 'top-left' }],
    ['slideshow', { design: 'slideshow', autoplay: true, thumbnails: true }],
    ['slider', { design: 'slider', 'max-width': 240, transparentBackground: true }],
  ])('%s', (name, settings) => {
    // UPDATE_GOLDEN=1 rewrites the files (then read them before committing).
    if (process.env.UPDATE_GOLDEN) writeFileSync(new URL(`./golden/${name}.html`, import.meta.url), block(html(settings)));
    expect(block(html(settings))).toBe(golden(name));
  });

  it('reserves each image’s box (width, height and aspect ratio) and gives srcset derivatives up to the image’s width', () => {
    const out = html({});
    expect(out).toContain('srcset="/media/m2/v1/photo-2.jpg?format=100w 100w,/media/m2/v1/photo-2.jpg?format=300w 300w,/media/m2/v1/photo-2.jpg?format=500w 500w,/media/m2/v1/photo-2.jpg?format=original 600w"');
    expect(out).toContain('width="600" height="900"');
    expect(out).toContain('style="aspect-ratio:var(--gallery-ratio)"');
    expect(html({ 'auto-crop': false })).toContain('style="aspect-ratio:600 / 900"');
    expect(out).not.toContain('Deleted');
  });

  it('escapes captions and alt text, and falls back to the title for alt text', () => {
    const out = html({});
    expect(out).toContain('&lt;b&gt;Tall&lt;/b&gt; jug');
    expect(out).toContain('alt="A speckled mug"');
    expect(out).toContain('alt="Bowl"');
  });

  it('opens links in a new window only with newWindow, and hides captions without show-meta', () => {
    expect(html({ newWindow: true })).toContain('<a class="gallery__link" href="/shop" target="_blank" rel="noopener">');
    expect(html({})).toContain('<a class="gallery__link" href="/shop">');
    expect(block(html({ 'show-meta': false }))).not.toContain('gallery__meta');
  });
});
