import type { Transaction } from 'kysely';
import { createCollection } from '../features/catalog/index.ts';
import { addGallery } from '../features/galleries/index.ts';
import type { Schema } from '../infra/database/schema.ts';
import { DEMO_PRODUCTS, productColours } from './demo-products.ts';

/*
 * The demo store's /gallery page: one gallery in each of the four designs (grid, slideshow, slider,
 * stacked), made of the product pictures the seed already put in the media library (pictures.ts),
 * so every image is a real library file with real srcset derivatives.
 */

/** A picture of the library by its file name, with what the gallery item says of it. */
type Picture = { fileName: string; title: string; caption?: string };

const main = (urlId: string) => `${urlId}.png`;
const coloured = (urlId: string, colour: string) => `${urlId}-${colour.toLowerCase()}.png`;
const titleOf = (urlId: string) => DEMO_PRODUCTS.find((p) => p.urlId === urlId)?.title ?? urlId;

/** Every product's main picture, in shop order, titled by the product. */
const SHOP: Picture[] = DEMO_PRODUCTS.map((p) => ({ fileName: main(p.urlId), title: p.title }));

/** The colour pictures (tee, apron…), titled "Product — Colour". */
const COLOURS: Picture[] = DEMO_PRODUCTS.flatMap((p) => productColours(p).map((colour) => ({ fileName: coloured(p.urlId, colour), title: `${p.title} — ${colour}` })));

/** Captions for some pictures: a gallery shows that only some items have one. */
const CAPTIONS: Record<string, string> = {
  'merino-crew-tee': 'Knitted in Portugal from superfine merino.',
  'stoneware-mug': 'Wheel-thrown and fired to 1,280°C.',
  'waxed-canvas-tote': 'Waxed cotton canvas with leather handles.',
  'beeswax-taper-candles': 'Hand-dipped in pure beeswax.',
  'hand-thrown-bowl-set': 'Four bowls, each a little different.',
  'sourdough-workshop': 'A Saturday morning in the studio kitchen.',
};
const withCaption = (picture: Picture, urlId: string): Picture => ({ ...picture, caption: CAPTIONS[urlId] });

/** The four galleries: title, settings and pictures (at least eight each). */
const DEMO_GALLERIES = [
  {
    title: 'The shop, in a grid',
    settings: { design: 'grid', 'thumbnails-per-row': 4, padding: 16, lightbox: true, lightboxTheme: 'dark' },
    pictures: DEMO_PRODUCTS.slice(0, 12).map((p, i) => withCaption(SHOP[i] as Picture, p.urlId)),
  },
  {
    title: 'Colours, in a slideshow',
    settings: { design: 'slideshow', 'aspect-ratio': 'four-three', controls: true, thumbnails: true, 'thumbnail-strip-height': 72, 'thumbnail-strip-margin': 12, autoplay: false },
    pictures: COLOURS.slice(0, 9).map((picture, i) => (i % 3 === 0 ? { ...picture, caption: 'One of three colours, dyed in small batches.' } : picture)),
  },
  {
    title: 'Kitchen and table, in a slider',
    settings: { design: 'slider', 'max-width': 260, 'active-alignment': 'left', controls: true, 'aspect-ratio': 'three-four-vertical', padding: 12, 'show-meta-only-title': true },
    pictures: ['stoneware-mug', 'hand-thrown-bowl-set', 'linen-apron', 'beeswax-taper-candles', 'house-blend-subscription', 'sourdough-workshop', 'knife-sharpening', 'waxed-canvas-tote', 'monogrammed-card-holder', 'seasonal-recipe-ebook']
      .map((urlId) => ({ fileName: main(urlId), title: titleOf(urlId) })),
  },
  {
    title: 'Studio notes, stacked',
    settings: { design: 'stacked', 'aspect-ratio': 'four-three', padding: 24, lightbox: true, lightboxTheme: 'light', 'meta-position': 'bottom-left' },
    pictures: ['sourdough-workshop', 'hand-thrown-bowl-set', 'stoneware-mug', 'beeswax-taper-candles', 'merino-crew-tee', 'waxed-canvas-tote', 'linen-apron', 'printable-kitchen-planner']
      .map((urlId) => withCaption({ fileName: main(urlId), title: titleOf(urlId) }, urlId)),
  },
] as const satisfies readonly { title: string; settings: Record<string, unknown>; pictures: readonly Picture[] }[];

/** Where the demo's galleries are shown. */
export const DEMO_GALLERY_PATH = '/gallery';

/**
 * Makes the four demo galleries and the /gallery page that shows them, and links it from Home.
 * Call after the products' pictures are in the library.
 * @returns the galleries' ids, in the page's order
 */
export async function seedDemoGalleries(tx: Transaction<Schema>, websiteId: string, now: number): Promise<string[]> {
  const files = await tx.selectFrom('media_files').select(['id', 'file_name']).where('website_id', '=', websiteId).execute();
  const idOf = new Map(files.map((f) => [f.file_name, f.id]));
  const ids: string[] = [];
  for (const gallery of DEMO_GALLERIES) {
    const items = gallery.pictures.flatMap((picture: Picture) => {
      const mediaId = idOf.get(picture.fileName);
      return mediaId ? [{ mediaId, title: picture.title, caption: picture.caption ?? '' }] : [];
    });
    ids.push((await addGallery(tx, websiteId, { title: gallery.title, settings: gallery.settings, items }, now)).id);
  }
  await createCollection(tx, websiteId, {
    urlId: DEMO_GALLERY_PATH.slice(1),
    title: 'Gallery',
    type: 'page',
    description: 'Our things, shown in the four gallery designs.',
    bodyHtml:
      '<p>The same pictures as the shop, shown four ways: a grid that opens each picture in a lightbox, a slideshow ' +
      'with thumbnails, a slider you can swipe, and a stacked column.</p>' +
      ids.map((id) => `<div data-gallery="${id}"></div>`).join(''),
    now,
  });
  // A link from Home is enough: the gallery is a showcase, not a section of the shop's navigation.
  const home = await tx.selectFrom('collections').select(['id', 'body_html']).where('website_id', '=', websiteId).where('url_id', '=', 'home').executeTakeFirst();
  if (home) {
    await tx.updateTable('collections').set({ body_html: `${home.body_html}<p>See our things up close in the <a href="${DEMO_GALLERY_PATH}">gallery</a>.</p>` }).where('id', '=', home.id).execute();
  }
  return ids;
}
