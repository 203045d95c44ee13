import { ownerCall, signInOwner } from './owner-session.ts';

/** Where the page with every block type is published. */
export const EVERY_BLOCK_PATH = '/every-block';

type Json = Record<string, any>;

/**
 * Publishes `/every-block` on a demo store through the owner API as the editor would: a page whose
 * document holds every block type (issue 15's Lighthouse page): rich text with links and a list, a
 * library image, a button, a quote, a line, a spacer, three charts, code (HTML, CSS, JavaScript
 * and shown as source), a product, two collection summaries, a video, an audio file, a map, a
 * gallery, a form and a newsletter sign-up.
 * @returns the number of blocks and of block types
 */
export async function publishEveryBlockPage(baseURL: string): Promise<{ blocks: number; types: number }> {
  const session = await signInOwner(baseURL);
  const call = <T = Json>(method: string, path: string, body?: unknown) => ownerCall<T>(baseURL, session, method, path, body);
  const json = async (path: string) => (await fetch(baseURL + path)).json() as Promise<Json>;
  const { files } = await call<{ files: Json[] }>('GET', '/api/owner/media');
  const image = files.find((f) => f.isImage && f.status === 'ready');
  const { forms } = await call<{ forms: Json[] }>('GET', '/api/owner/forms');
  const contact = forms.find((f) => !f.isNewsletter);
  const { galleries } = await call<{ galleries: Json[] }>('GET', '/api/owner/galleries');
  const shop = await json('/shop?format=json');
  const blog = await json('/blog?format=json');
  if (!image || !contact || !galleries[0] || !shop.items?.[0]) throw new Error('The demo store lacks an image, a form, a gallery or a product.');
  const t = (text: string, ...marks: unknown[]) => ({ type: 'text', text, ...(marks.length ? { marks } : {}) });
  const sections: Array<{ id: string; blocks: Json[] }> = [
    { id: 'intro', blocks: [
      { id: 'h', type: 'heading', text: 'Everything our studio makes', level: 2 },
      { id: 'txt', type: 'text', content: { type: 'doc', content: [
        { type: 'paragraph', content: [t('We make '), t('every', { type: 'bold' }), t(' piece by hand in '), t('our studio', { type: 'link', attrs: { href: '/about' } }), t('. Questions? '), t('Email us', { type: 'link', attrs: { href: 'mailto:hello@plinth.example?subject=Hello' } }), t('.')] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [t('Merino and '), t('linen', { type: 'italic' })] }] }, { type: 'listItem', content: [{ type: 'paragraph', content: [t('Dyed in house')] }] }] },
      ] } },
      { id: 'img', type: 'image', mediaId: image.id, alt: image.altText || 'A piece from the studio', caption: 'Fresh from the studio' },
      { id: 'btn', type: 'button', label: 'Visit the shop', link: { kind: 'page', href: '/shop' } },
      { id: 'quote', type: 'quote', text: 'The best tee I own.', source: 'Ana, a customer' },
      { id: 'line', type: 'line' },
      { id: 'spacer', type: 'spacer', height: 32 },
    ] },
    { id: 'data', blocks: [
      { id: 'h2', type: 'heading', text: 'Numbers and code', level: 2 },
      { id: 'chart-bar', type: 'chart', kind: 'bar', title: 'Tees sold', data: { seriesLabel: 'Tees', columns: ['2025', '2026'], rows: [{ label: 'Spring', values: [12, 30] }, { label: 'Summer', values: [40, 22] }, { label: 'Autumn', values: [18, 35] }] } },
      { id: 'chart-line', type: 'chart', kind: 'line', title: 'Visitors this week', data: { seriesLabel: 'Visitors', columns: ['Visitors'], rows: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((label, i) => ({ label, values: [5 + i * 3 + (i % 2) * 4] })) } },
      { id: 'chart-pie', type: 'chart', kind: 'pie', title: 'Yarn used', data: { seriesLabel: 'kg', columns: ['Used'], rows: [{ label: 'Merino', values: [30] }, { label: 'Linen', values: [10] }, { label: 'Cotton', values: [6] }] } },
      { id: 'code-html', type: 'code', language: 'html', source: '<p class="studio-notice">Closed on <strong>Mondays</strong>.</p>' },
      { id: 'code-css', type: 'code', language: 'css', source: '.studio-notice { border-left: 4px solid #1f4d3a; padding-left: .75rem; }' },
      { id: 'code-js', type: 'code', language: 'javascript', source: 'document.documentElement.dataset.studio = "open";' },
      { id: 'code-src', type: 'code', language: 'javascript', display: 'source', source: 'const dye = mix("indigo", "madder");\nsoak(dye, 40);' },
    ] },
    { id: 'shop', blocks: [
      { id: 'h3', type: 'heading', text: 'From the shop', level: 2 },
      { id: 'product', type: 'product', productId: shop.items[0].id },
      { id: 'summary-shop', type: 'summary', collectionId: shop.collection.id, limit: 3 },
      { id: 'summary-blog', type: 'summary', collectionId: blog.collection.id, limit: 2, design: 'list' },
    ] },
    { id: 'media', blocks: [
      { id: 'h4', type: 'heading', text: 'Watch, listen, visit', level: 2 },
      { id: 'video', type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: 'A tour of the studio' },
      { id: 'audio', type: 'audio', url: 'https://cdn.plinth.example/studio-talk.mp3', title: 'A talk in the studio' },
      { id: 'map', type: 'map', addressLine1: '12 Wool Street', addressLine2: 'Bradford, BD1 1AA', addressCountry: 'United Kingdom', mapLat: 53.7939, mapLng: -1.7521, zoom: 15 },
      { id: 'gallery', type: 'gallery', galleryId: galleries[0].id },
    ] },
    { id: 'contact', blocks: [
      { id: 'h5', type: 'heading', text: 'Write to us', level: 2 },
      { id: 'form', type: 'form', formId: contact.id },
      { id: 'news', type: 'newsletter', title: 'Studio notes', description: 'One letter a month about new pieces.', buttonLabel: 'Sign me up' },
    ] },
  ];
  const { page } = await call<{ page: Json }>('POST', '/api/owner/pages', { title: 'Every block', urlId: EVERY_BLOCK_PATH.slice(1) });
  await call('PATCH', `/api/owner/pages/${page.id}`, { status: 'published' });
  const draft = await call('GET', `/api/owner/editor/pages/${page.id}/document`);
  const saved = await call('PUT', `/api/owner/editor/pages/${page.id}/document`, { document: { version: 1, sections }, baseRevision: draft.revision });
  await call('POST', `/api/owner/editor/pages/${page.id}/publish`, { revision: saved.revision });
  const blocks = sections.flatMap((s) => s.blocks);
  return { blocks: blocks.length, types: new Set(blocks.map((b) => b.type)).size };
}
