import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';

/*
 * A theme written for the hosted builder's developer platform (test-fixtures/developer-theme: two
 * layouts of three regions, blog/products/index collections, a static page, blocks with the
 * navigation, a query, block fields, LESS with tweaks and LESS functions, a script tag), loaded
 * unchanged and rendering the seeded demo store over HTTP.
 */

const THEME_DIR = fileURLToPath(new URL('../../../test-fixtures/developer-theme/', import.meta.url));

/** The text a visitor reads: tags dropped, whitespace folded. */
const visible = (html: string) => html.replace(/<style>[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

forEachStore('a developer-platform theme', (store) => {
  const get = async (url: string) => {
    const response = await store.app.inject({ method: 'GET', url });
    return { status: response.statusCode, html: response.body, text: visible(response.body), type: String(response.headers['content-type']) };
  };

  it('renders the index page in the default layout: regions in order, the navigation block, the query, block fields, script, headers and footers', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    // Regions composed header + site + footer, around the index collection's .list.
    expect(page.html.indexOf('larder-header')).toBeLessThan(page.html.indexOf('larder-index'));
    expect(page.html.indexOf('larder-index')).toBeLessThan(page.html.indexOf('larder-footer'));
    expect(page.text).toContain('Welcome to the Plinth Demo Store');
    expect(page.text).toMatch(/Featured .*\$\d+\.\d\d/);
    // The navigation block with the site's navigation, Home active; the second navigation is empty.
    const nav = page.html.slice(page.html.indexOf('larder-header'), page.html.indexOf('</header>'));
    expect(nav).toMatch(/<li class="active-link"><a href="\/">Home<\/a><\/li>/);
    for (const [href, label] of [['/shop', 'Shop'], ['/blog', 'Blog'], ['/about', 'About']]) expect(nav).toContain(`<li><a href="${href}">${label}</a></li>`);
    const footer = page.html.slice(page.html.indexOf('larder-footer'));
    expect(footer).not.toContain('<li>');
    // The query: the blog's first two posts in the sidebar (a tweak shows it).
    const sidebar = page.html.slice(page.html.indexOf('larder-sidebar'), page.html.indexOf('</aside>'));
    expect(visible(sidebar)).toContain('From the journal Feeding a sourdough starter, without the fuss A visit to the pottery');
    expect(sidebar.match(/<li>/g)).toHaveLength(2);
    expect(sidebar).toContain('<div class="sqs-block-field" data-block-field-id="sidebarBlocks" data-columns="4"></div>');
    expect(page.html).toContain('<script src="/scripts/site.js" defer></script>');
    // {squarespace-headers}: title, description, the compiled LESS; {squarespace-footers}: the page data.
    expect(page.html).toMatch(/<title>[^<]+<\/title>/);
    expect(page.html).toContain('max-width: 960px');
    expect(page.html).toContain('id="plinth-page"');
    expect(page.html).toMatch(/<body id="collection-[0-9a-f]+" class="collection-type-page collection-[0-9a-f]+ view-list larder">/);
    expect(page.text).toContain('Larder theme · Your cart');
  });

  it('renders the blog list and a post with its collection templates and a block they apply', async () => {
    const list = await get('/blog');
    expect(list.status).toBe(200);
    expect(list.text).toContain('Journal');
    expect(list.text).toContain('Feeding a sourdough starter, without the fuss');
    expect(list.text).toContain('By Maya Chen · February 12, 2026');
    expect(list.html).toContain('collection-type-blog');
    const post = await get('/blog/feeding-a-sourdough-starter');
    expect(post.status).toBe(200);
    expect(post.html).toMatch(/<body id="item-[0-9a-f]+" class="collection-type-blog [^"]* view-item larder">/);
    expect(post.text).toContain('Feeding a sourdough starter, without the fuss');
    expect(post.text).toContain('Most starters fail from too much attention');
    expect(post.text).toContain('Back to Journal');
  });

  it('renders the shop list and a product in the layout products.conf names (no sidebar)', async () => {
    const shop = await get('/shop');
    expect(shop.status).toBe(200);
    expect(shop.text).toMatch(/Merino Crew Tee \$48\.00/);
    expect(shop.text).toContain('Linen Work Apron $38.00');
    expect(shop.text).toContain('Hand-thrown Bowl Set $96.00 sold out');
    expect(shop.html).toContain('larder-main--wide');
    expect(shop.html).not.toContain('larder-sidebar');
    const product = await get('/shop/merino-crew-tee');
    expect(product.status).toBe(200);
    expect(product.text).toContain('Merino Crew Tee $48.00');
    expect(product.text).toContain('Knitted in Portugal');
    expect(product.html).toContain('larder-main--wide');
  });

  it('serves a static page of pages/ at its URL, a page made of blocks with our templates, and the files', async () => {
    const visit = await get('/visit-us');
    expect(visit.status).toBe(200);
    expect(visit.html).toMatch(/<title>Visit us[^<]*<\/title>/);
    expect(visit.text).toContain('Visit the studio Our studio shop at Plinth Demo Store opens Thursday to Sunday');
    expect(visit.html).toContain('larder-sidebar');
    const about = await get('/about');
    expect(about.status).toBe(200);
    expect(about.html).toContain('larder-header');
    const css = await get('/site.css');
    expect(css.type).toContain('text/css');
    // Tweaks override the LESS defaults; darken, lighten, fade and a mixin compile.
    expect(css.html).toContain('max-width: 960px');
    expect(css.html).toContain('grid-template-columns: 1fr 240px');
    expect(css.html).toMatch(/\.larder-nav a \{\s*color: #b5472f;/);
    expect(css.html).toContain('rgba(181, 71, 47, 0.1)');
    expect(css.html).not.toContain('@accentColor');
    expect((await get('/scripts/site.js')).html).toContain('larder-js');
    expect((await get('/assets/mark.svg')).status).toBe(200);
    // The context templates read: tweaks, showCart, authenticatedAccount.
    const context = JSON.parse((await get('/blog?format=json')).html) as Record<string, unknown>;
    expect(context).toMatchObject({ tweaks: { accentColor: '#b5472f', showSidebar: 'true' }, showCart: true, authenticatedAccount: null });
  });
}, { themeDir: THEME_DIR });

describe('the developer-theme fixture', () => {
  it('is a folder with template.conf', () => {
    expect(THEME_DIR).toMatch(/developer-theme\/$/);
  });
});
