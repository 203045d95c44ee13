import { editorDocument, type EditorDocument } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { createCollection, createProduct, getProduct, listProducts, productToContextItem } from '../catalog/index.ts';
import { createForm } from '../forms/index.ts';
import { addGallery } from '../galleries/index.ts';
import { createWebsite, type Website } from '../site/index.ts';
import type { BlockResolvers } from './index.ts';

/*
 * A site with one of everything a block can name (library files, forms, a gallery, products, a
 * journal) and a document with every block type, for the blocks' tests. Library files get fixed
 * ids, so rendered HTML can be pinned.
 */

const NOW = Date.UTC(2026, 10, 27, 8, 0);

/** Puts a processed file in the site's library under a fixed id. */
export async function libraryFile(db: Kysely<Schema>, websiteId: string, id: string, fileName: string, contentType: string, size: [number, number] | null, status = 'ready'): Promise<void> {
  await db.insertInto('media_files').values({
    id, website_id: websiteId, file_name: fileName, search_text: fileName, content_type: contentType, size: 1000,
    width: size?.[0] ?? null, height: size?.[1] ?? null, color_data_json: null, focal_x: null, focal_y: null, status, status_message: null,
    processing_started_at: null, seed_source: null, alt_text: fileName.startsWith('mug') ? 'A speckled mug on a shelf' : '', created_at: NOW, updated_at: NOW,
  } as never).execute();
}

/** The posts a journal summary shows (the page feature's post context, trimmed to what the partial reads). */
const JOURNAL_POSTS = [
  { title: 'Feeding a sourdough starter', fullUrl: '/journal/starter', excerpt: 'Flour, water & patience.', publishOnIso: '2026-11-20T09:00:00.000Z', publishOnText: 'November 20, 2026' },
  { title: 'Glazes we love', fullUrl: '/journal/glazes', excerpt: '', publishOnIso: '2026-11-12T09:00:00.000Z', publishOnText: 'November 12, 2026' },
];

export interface TestSite {
  website: Website;
  shopId: string;
  productId: string;
  contactFormId: string;
  galleryId: string;
  resolvers: BlockResolvers;
}

/** Makes the site: a shop with a product, a contact and a newsletter form, library files, a gallery. */
/** `prefix` keeps a second site's library ids apart from the first's. */
export async function makeTestSite(db: Kysely<Schema>, name = 'Blocks', prefix = ''): Promise<TestSite> {
  const website = await createWebsite(db, { name, isDefault: true });
  const shopId = await createCollection(db, website.id, { urlId: 'shop', title: 'Shop', type: 'products', now: NOW });
  const { itemId: productId } = await createProduct(db, website.id, shopId, {
    urlId: 'speckled-mug', title: 'Speckled mug', productType: 'PHYSICAL', variantOptionOrdering: [], now: NOW,
    variants: [{ sku: 'MUG-1', priceCents: 2400, qtyInStock: 5, attributes: {} }],
  });
  const contactFormId = await createForm(db, website.id, { name: 'Contact', fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] }, NOW);
  await createForm(db, website.id, { name: 'Newsletter', isNewsletter: true, fields: [{ id: 'newsletter-email', type: 'email', title: 'Email Address', required: true }] }, NOW);
  await libraryFile(db, website.id, `${prefix}mug`, 'mug.jpg', 'image/jpeg', [1600, 1200]);
  await libraryFile(db, website.id, `${prefix}jug`, 'jug.png', 'image/png', [600, 900]);
  await libraryFile(db, website.id, `${prefix}clip`, 'throwing.mp4', 'video/mp4', [1920, 1080]);
  await libraryFile(db, website.id, `${prefix}song`, 'kiln-song.mp3', 'audio/mpeg', null);
  await libraryFile(db, website.id, `${prefix}subs`, 'throwing.pt-BR.vtt', 'text/vtt', null);
  const gallery = await addGallery(db, website.id, { title: 'Studio', items: [{ mediaId: `${prefix}mug`, title: 'Mug' }, { mediaId: `${prefix}jug`, caption: 'Tall jug' }] }, NOW);
  const resolvers: BlockResolvers = {
    async productCards(ids) {
      const products = await Promise.all(ids.map((id) => getProduct(db, website.id, id)));
      return products.flatMap((product) => (product ? [productToContextItem(product, '/shop')] : []));
    },
    async collectionSummary(collectionId, limit) {
      if (collectionId === 'journal') return { collection: { id: 'journal', title: 'Journal', fullUrl: '/journal', type: 'blog' }, items: JOURNAL_POSTS.slice(0, limit) };
      if (collectionId !== shopId) return null;
      const products = await listProducts(db, website.id, shopId);
      return { collection: { id: shopId, title: 'Shop', fullUrl: '/shop', type: 'products' }, items: products.slice(0, limit).map((product) => productToContextItem(product, '/shop')) };
    },
  };
  return { website, shopId, productId, contactFormId, galleryId: gallery.id, resolvers };
}

const text = (value: string, ...marks: unknown[]) => ({ type: 'text', text: value, ...(marks.length ? { marks } : {}) });

/** Blocks of every type, several ways each, by type (each list is one section). */
export function everyBlock(site: Pick<TestSite, 'productId' | 'contactFormId' | 'galleryId' | 'shopId'>): Record<string, unknown[]> {
  return {
    text: [{
      id: 'intro', type: 'text', content: {
        type: 'doc', content: [
          { type: 'heading', attrs: { level: 2 }, content: [text('Made by hand')] },
          { type: 'paragraph', attrs: { textAlign: 'center' }, content: [text('We throw '), text('every', { type: 'bold' }), text(' pot in '), text('our studio', { type: 'link', attrs: { href: '/about' } }), text('. Write to '), text('us', { type: 'italic' }, { type: 'link', attrs: { href: 'mailto:hello@plinth.example?subject=Hello', target: '_blank' } }), text('.')] },
          { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('Stoneware '), text('& porcelain', { type: 'underline' })] }] }, { type: 'listItem', content: [{ type: 'paragraph', content: [text('Glazed ', { type: 'strike' }), text('fired', { type: 'code' })] }] }] },
          { type: 'orderedList', attrs: { start: 2 }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('Second')] }] }] },
          { type: 'blockquote', content: [{ type: 'paragraph', content: [text('Clay remembers.'), { type: 'hardBreak' }, text('— a potter')] }] },
          { type: 'horizontalRule' },
        ],
      },
    }],
    heading: [{ id: 'h1', type: 'heading', text: 'Our <studio>', level: 2 }, { id: 'h2', type: 'heading', text: 'Opening hours', level: 3, align: 'center' }],
    image: [
      { id: 'img-library', type: 'image', mediaId: 'mug', caption: 'Fresh from the kiln' },
      { id: 'img-external', type: 'image', url: 'https://images.plinth.example/jug.jpg', alt: 'A jug' },
      { id: 'img-linked', type: 'image', mediaId: 'jug', link: { kind: 'page', href: '/shop', name: 'Shop the jug', newWindow: true } },
    ],
    button: [
      { id: 'btn-shop', type: 'button', label: 'Visit the shop', link: { kind: 'page', href: '/shop' } },
      { id: 'btn-mail', type: 'button', label: 'Email us', style: 'secondary', align: 'center', link: { kind: 'email', href: 'mailto:hello@plinth.example?subject=Hi', newWindow: true, email: { to: 'hello@plinth.example', subject: 'Hi' } } },
    ],
    quote: [{ id: 'q1', type: 'quote', text: 'The best mug\nI own.', source: 'Ana, a customer' }, { id: 'q2', type: 'quote', text: '"Lovely" <3' }],
    line: [{ id: 'line', type: 'line' }],
    spacer: [{ id: 'space', type: 'spacer', height: 64 }],
    code: [
      { id: 'code-html', type: 'code', language: 'html', source: '<p class="notice">Closed on <b>Mondays</b></p>' },
      { id: 'code-css', type: 'code', language: 'css', source: '.notice { color: #a3261b }' },
      { id: 'code-js', type: 'code', language: 'javascript', source: 'console.log("</script> is kept inside");' },
      { id: 'code-source', type: 'code', language: 'javascript', display: 'source', source: 'if (a < b && c) {\n  alert("<hi>");\n}' },
    ],
    chart: [
      { id: 'chart-bar', type: 'chart', kind: 'bar', title: 'Mugs sold', data: { seriesLabel: 'Mugs', columns: ['2025', '2026'], rows: [{ label: 'Spring', values: [12, 30] }, { label: 'Summer', values: [40, 22] }] } },
      { id: 'chart-line', type: 'chart', kind: 'line', title: '', data: { seriesLabel: '', columns: ['Visitors'], rows: [{ label: 'Mon', values: [5] }, { label: 'Tue', values: [9] }, { label: 'Wed', values: [7] }] } },
      { id: 'chart-pie', type: 'chart', kind: 'pie', title: 'Clay', data: { seriesLabel: 'kg', columns: ['Used'], rows: [{ label: 'Stoneware', values: [30] }, { label: 'Porcelain', values: [10] }] } },
    ],
    form: [{ id: 'contact', type: 'form', formId: site.contactFormId }],
    newsletter: [{ id: 'news', type: 'newsletter', title: 'Kiln notes', description: 'One letter a month.', buttonLabel: 'Sign me up' }],
    product: [{ id: 'mug-card', type: 'product', productId: site.productId }],
    summary: [
      { id: 'shop-grid', type: 'summary', collectionId: site.shopId, limit: 3 },
      { id: 'journal-list', type: 'summary', collectionId: 'journal', design: 'list', limit: 2 },
    ],
    video: [
      { id: 'vid-file', type: 'video', mediaId: 'clip', posterMediaId: 'mug', caption: 'Throwing a bowl' },
      { id: 'vid-youtube', type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: 'A studio tour' },
      { id: 'vid-vimeo', type: 'video', url: 'https://vimeo.com/76979871' },
      { id: 'vid-mp4', type: 'video', url: 'https://cdn.plinth.example/kiln.mp4' },
      { id: 'vid-captions', type: 'video', mediaId: 'clip', captionsMediaId: 'subs', captionsLanguage: 'pt-BR', captionsLabel: 'Português "BR"' },
    ],
    audio: [{ id: 'aud-file', type: 'audio', mediaId: 'song', title: 'The kiln song' }, { id: 'aud-url', type: 'audio', url: 'https://cdn.plinth.example/talk.mp3' }],
    map: [
      { id: 'map-coords', type: 'map', addressLine1: '12 Clay Street', addressLine2: 'Stoke, ST1 1AA', addressCountry: 'United Kingdom', mapLat: 53.0027, mapLng: -2.1794, zoom: 15 },
      { id: 'map-address', type: 'map', addressLine1: '1 Kiln Lane', addressLine2: 'Bath' },
    ],
    gallery: [{ id: 'gal-1', type: 'gallery', galleryId: site.galleryId }, { id: 'gal-2', type: 'gallery', galleryId: site.galleryId }],
  };
}

/** A document of the given sections (parsed as the editor's save would be). */
export function documentOf(sections: Record<string, unknown[]>): EditorDocument {
  return editorDocument.parse({ sections: Object.entries(sections).map(([id, blocks]) => ({ id: `s-${id}`, blocks })) });
}
