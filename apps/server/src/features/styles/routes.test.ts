import { THEME_STYLES } from '@plinth/api';
import { expect, it } from 'vitest';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor, type TestStore } from '../../test-support/test-app.ts';

/* The styles API, its refusals, the font catalogue and files, and what visitors and the owner's preview then see, on both databases. */

const json = (response: { json(): unknown }) => response.json() as Record<string, any>;

/** A serif heading font and a green-blue accent: what the owner of the e2e journey picks. */
const SERIF_STYLES = {
  ...THEME_STYLES,
  fonts: { ...THEME_STYLES.fonts, heading: { source: 'catalogue', id: 'playfair-display', weight: 700 } },
  colors: { ...THEME_STYLES.colors, accent: '#0B5' },
};

async function contentVersion(store: TestStore): Promise<number> {
  const site = await defaultSiteId(store.db);
  return (await store.db.selectFrom('websites').select('content_version').where('id', '=', site).executeTakeFirstOrThrow()).content_version;
}

async function homeHtml(visitor: Visitor, query = ''): Promise<string> {
  const page = await visitor.request({ method: 'GET', url: `/${query}` });
  expect(page.statusCode).toBe(200);
  return page.body;
}

forEachStore('styles: fonts and colours as theme variables', (store) => {
  it('reads with content:read, writes only with content:write and the crumb', async () => {
    expect((await (await ownerVisitor(store)).request({ method: 'GET', url: '/api/owner/styles' })).statusCode).toBe(401);
    expect((await (await ownerVisitor(store)).request({ method: 'GET', url: '/api/owner/styles/fonts' })).statusCode).toBe(401);
    const viewer = await ownerVisitor(store, 'VIEWER');
    const state = json(await viewer.request({ method: 'GET', url: '/api/owner/styles' }));
    expect(state).toMatchObject({ draft: THEME_STYLES, published: THEME_STYLES, revision: 0, publishedAt: null, unpublishedChanges: false });
    expect(state.palette).toEqual(expect.arrayContaining(['#1d1f22', '#fbfaf7', '#1f4d3a', '#ffffff']));
    expect((await viewer.request({ method: 'PUT', url: '/api/owner/styles/draft', payload: { styles: SERIF_STYLES, revision: 0 } })).statusCode).toBe(403);
    expect((await viewer.send('POST', '/api/owner/styles/publish', { revision: 0 })).statusCode).toBe(403);
    const editor = await ownerVisitor(store, 'EDITOR');
    expect((await editor.request({ method: 'PUT', url: '/api/owner/styles/draft', payload: { styles: SERIF_STYLES, revision: 0 }, csrf: false })).statusCode).toBe(403);
    expect(json(await editor.request({ method: 'GET', url: '/api/owner/styles' })).revision).toBe(0);
  });

  it('refuses bad colours with the spec’s messages, bad fonts and kit URLs, and a stale save, writing nothing', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const save = (styles: unknown, revision = 0) => editor.request({ method: 'PUT', url: '/api/owner/styles/draft', payload: { styles, revision } });
    const withAccent = (accent: unknown) => ({ ...THEME_STYLES, colors: { ...THEME_STYLES.colors, accent } });
    for (const [accent, message] of [
      ['#12345', 'Hex colours need 3 or 6 hex digits.'],
      ['#ggg', 'Hex colours need 3 or 6 hex digits.'],
      [{ h: 361, s: 0.5, l: 0.5 }, 'Hue out of bounds.'],
      [{ h: 20, s: 1.5, l: 0.5 }, 'Saturation out of bounds.'],
      [{ h: 20, s: 0.5, l: -0.1 }, 'Lightness out of bounds.'],
      [{ h: 20, s: 0.5, l: 0.5, a: 1.2 }, 'Alpha out of bounds.'],
      [{ h: 20, l: 0.5 }, 'Missing an H/S/L value.'],
    ] as const) {
      const refused = await save(withAccent(accent));
      expect(refused.statusCode, JSON.stringify(accent)).toBe(400);
      expect(json(refused).error.message).toBe(`styles.colors.accent: ${message}`);
    }
    const withHeading = (heading: unknown, fontKitUrl: string | null = null) => ({ ...THEME_STYLES, fonts: { ...THEME_STYLES.fonts, heading }, fontKitUrl });
    for (const [styles, message] of [
      [withHeading({ source: 'catalogue', id: 'comic-sans', weight: 400 }), 'There is no font “comic-sans” in the catalogue.'],
      [withHeading({ source: 'catalogue', id: 'pacifico', weight: 700 }), 'Pacifico has no weight 700.'],
      [withHeading({ source: 'catalogue', id: 'lora', weight: 450 }), 'A font weight is one of 100, 200 … 900.'],
      [withHeading({ source: 'kit', family: 'Brand Sans', weight: 400 }), 'A font-kit font needs the kit’s stylesheet URL.'],
      [withHeading({ source: 'kit', family: 'x";}body{display:none', weight: 400 }, 'https://kit.example/fonts.css'), 'A font-kit family name is letters'],
      [withHeading({ source: 'theme', weight: 400 }, 'http://kit.example/fonts.css'), 'The font kit’s stylesheet URL must be an https:// address.'],
      [withHeading({ source: 'theme', weight: 400 }, 'javascript:alert(1)'), 'The font kit’s stylesheet URL must be an https:// address.'],
    ] as const) {
      const refused = await save(styles);
      expect(refused.statusCode, message).toBe(400);
      expect(json(refused).error.message).toContain(message);
    }
    expect((await save('not styles')).statusCode).toBe(400);
    expect(json(await editor.request({ method: 'GET', url: '/api/owner/styles' })).revision).toBe(0);

    // A kit family the owner types, from an https kit: accepted.
    const kit = await save(withHeading({ source: 'kit', family: 'Brand Sans', weight: 600 }, 'https://kit.example/fonts.css?id=1&x=2'));
    expect(kit.statusCode).toBe(200);
    expect(json(kit).revision).toBe(1);
    // A second tab still at revision 0 is refused; the draft is the first tab's.
    const stale = await save(SERIF_STYLES, 0);
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error.message).toBe('These styles were saved meanwhile elsewhere; reload to see the latest before saving.');
    expect(json(await editor.request({ method: 'GET', url: '/api/owner/styles' })).draft.fonts.heading).toEqual({ source: 'kit', family: 'Brand Sans', weight: 600 });
  });

  it('keeps a draft from visitors, shows it in the owner’s preview, and publishes it to every page with only the weights used', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const { revision } = json(await editor.request({ method: 'GET', url: '/api/owner/styles' }));
    const saved = await editor.request({ method: 'PUT', url: '/api/owner/styles/draft', payload: { styles: SERIF_STYLES, revision } });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ revision: revision + 1, unpublishedChanges: true });
    expect(json(saved).draft.colors.accent).toBe('#00bb55');
    expect(json(saved).palette[0]).toBe('#1d1f22');
    expect(json(saved).palette).toContain('#00bb55');

    const visitor = new Visitor(() => store.app);
    expect(await homeHtml(visitor)).not.toContain('Playfair Display');
    // The preview parameter does nothing for a visitor…
    expect(await homeHtml(visitor, '?plinth-styles-preview=1')).not.toContain('Playfair Display');
    // …and shows the draft to the signed-in owner.
    const preview = await homeHtml(editor, '?plinth-styles-preview=1');
    expect(preview).toContain('--font-heading:"Playfair Display", "Playfair Display Fallback", Georgia');
    expect(preview).toContain('--accent:#00bb55');

    const before = await contentVersion(store);
    const published = await editor.send('POST', '/api/owner/styles/publish', { revision: revision + 1 });
    expect(published.statusCode).toBe(200);
    expect(json(published)).toMatchObject({ unpublishedChanges: false, published: { colors: { accent: '#00bb55' } } });
    expect(json(published).publishedAt).toEqual(expect.any(Number));
    expect(await contentVersion(store)).toBe(before + 1);

    const html = await homeHtml(visitor);
    expect(html).toContain('@font-face{font-family:"Playfair Display";font-style:normal;font-weight:700;font-display:swap;src:url(/assets/fonts/playfair-display/700-normal.woff2) format("woff2")');
    expect(html).toContain('<link rel="preload" href="/assets/fonts/playfair-display/700-normal.woff2" as="font" type="font/woff2" crossorigin>');
    expect(html).toContain('--accent:#00bb55');
    expect(html).toContain('--weight-heading:700');
    // Only the weight used is sent (and a local fallback face sized to it); the theme fonts of body and buttons need no file.
    expect(html.match(/@font-face/g)).toHaveLength(2);
    expect(html).toContain('@font-face{font-family:"Playfair Display Fallback";src:local("Times New Roman")');
    expect(html.match(/rel="preload" href="\/assets\/fonts\//g)).toHaveLength(1);
    // The shop and a product page too.
    expect((await visitor.request({ method: 'GET', url: '/shop' })).body).toContain('--accent:#00bb55');

    // Publishing again changes nothing; an old revision is refused.
    expect((await editor.send('POST', '/api/owner/styles/publish', { revision: revision + 1 })).statusCode).toBe(200);
    expect(await contentVersion(store)).toBe(before + 1);
    expect((await editor.send('POST', '/api/owner/styles/publish', { revision })).statusCode).toBe(409);
    expect((await editor.send('POST', '/api/owner/styles/publish', {})).statusCode).toBe(400);
  });

  it('lists the catalogue: search, category, the fonts in the style guide', async () => {
    const viewer = await ownerVisitor(store, 'VIEWER');
    const fonts = (query = '') => viewer.request({ method: 'GET', url: `/api/owner/styles/fonts${query}` });
    const all = json(await fonts());
    expect(all.fonts).toHaveLength(21);
    expect(all.categories).toEqual(['Sans Serif', 'Serif', 'Display', 'Script', 'Slab Serif', 'Mono', 'Other']);
    expect(all.fonts.find((f: { id: string }) => f.id === 'lora')).toMatchObject({ family: 'Lora', category: 'Serif', previewUrl: '/assets/fonts/lora/400-normal.woff2' });
    expect(json(await fonts('?search=PLAY')).fonts.map((f: { family: string }) => f.family)).toEqual(['Playfair Display']);
    expect(json(await fonts('?category=Slab%20Serif')).fonts.map((f: { family: string }) => f.family)).toEqual(['Arvo', 'Roboto Slab', 'Zilla Slab']);
    const guide = json(await fonts('?scope=style-guide')).fonts;
    expect(guide.map((f: { id: string }) => f.id)).toEqual(['playfair-display']);
    expect(guide[0].inStyleGuide).toBe(true);
    const bad = await fonts('?category=Comic');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.message).toContain('category must be one of Sans Serif, Serif, Display, Script, Slab Serif, Mono, Other.');
  });

  it('serves the catalogue’s font files itself, cached for a year, and nothing else', async () => {
    const file = await store.app.inject('/assets/fonts/playfair-display/700-normal.woff2');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await store.app.inject('/assets/fonts/lora/400-italic.woff2')).statusCode).toBe(200);
    for (const path of [
      '/assets/fonts/comic-sans/400-normal.woff2',
      '/assets/fonts/pacifico/700-normal.woff2',
      '/assets/fonts/roboto-slab/400-italic.woff2',
      '/assets/fonts/lora/400-normal.woff',
      '/assets/fonts/lora/..%2F..%2Fpackage.json',
      '/assets/fonts/..%2Flora/400-normal.woff2',
    ]) {
      expect((await store.app.inject(path)).statusCode, path).toBe(404);
    }
  });
});
