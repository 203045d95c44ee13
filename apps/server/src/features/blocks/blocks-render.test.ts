import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EDITOR_BLOCK_TYPES } from '@plinth/api';
import { escapeHtml } from '@plinth/platform/escape-html';
import { createEngine } from '@plinth/template';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IslandRenderer } from '../../infra/islands.ts';
import { loadTheme } from '../../infra/theme.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/dialects.ts';
import { formWidgetFormatters } from '../forms/index.ts';
import { galleryFormatters } from '../galleries/index.ts';
import { widgetFormatters } from '../pages/index.ts';
import { documentContext } from './index.ts';
import { documentOf, everyBlock, makeTestSite, type TestSite } from './test-site.ts';

/*
 * Golden HTML of every block type: a document with each block, several ways, made ready by the
 * blocks feature from a real database and drawn by the default theme's page template through the
 * server's engine and formatters. Islands are stood in for by a tag naming the island and the props
 * a block decides (the islands' own HTML is the storefront's tests'). UPDATE_GOLDEN=1 rewrites the
 * files (then read them before committing).
 */

const THEME_DIR = fileURLToPath(new URL('../../../../../themes/default/', import.meta.url));
const GOLDEN = new URL('./golden/', import.meta.url);

const islands: IslandRenderer = {
  renderIsland: (name, props) => {
    const p = props as Record<string, any>;
    const shown = { view: p.view, title: p.title, description: p.description, buttonLabel: p.buttonLabel, form: p.form?.name, page: p.page, product: p.product?.title };
    return `<div data-island="${name}" data-props="${escapeHtml(JSON.stringify(shown))}"></div>`;
  },
  clientHead: () => '',
};
const engine = createEngine({ formatters: { ...widgetFormatters(islands), ...formWidgetFormatters(islands), ...galleryFormatters(islands) } });
const theme = loadTheme(THEME_DIR, engine);

describe('every block type through the theme (golden HTML)', () => {
  let database: TestDatabase;
  let site: TestSite;
  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    site = await makeTestSite(database.db);
  });
  afterAll(async () => database?.dispose());

  /** The page template's output for a page whose document is `sections`. */
  async function renderPage(sections: Record<string, unknown[]>): Promise<string> {
    const { pageSections } = await documentContext(database.db, site.website, documentOf(sections), site.resolvers);
    const context = { collection: { id: 'page-1', title: 'Every block', urlId: 'every-block', body: '<p>Old body</p>' }, pageDocument: true, pageSections };
    const result = engine.render(theme.templates.get('page')!, context, { partials: theme.partials, locale: 'en-US' });
    expect(result.errors).toEqual([]);
    return result.output.replaceAll(site.galleryId, 'GALLERY-ID');
  }
  /** The blocks' own markup (the styles are the same for every page). */
  const blocksOf = (html: string) => html.slice(html.indexOf('<div class="page-sections">'), html.lastIndexOf('</div>') + '</div>'.length);

  it('the theme compiles its block partials without errors', () => {
    expect(theme.errors).toEqual([]);
    for (const type of EDITOR_BLOCK_TYPES) expect(Object.keys(theme.partials), type).toContain(`block-${type}.block`);
  });

  it.each(EDITOR_BLOCK_TYPES)('%s', async (type) => {
    const html = blocksOf(await renderPage({ [type]: everyBlock(site)[type] as unknown[] }));
    const file = new URL(`${type}.html`, GOLDEN);
    if (process.env.UPDATE_GOLDEN) {
      mkdirSync(GOLDEN, { recursive: true });
      writeFileSync(file, `${html}\n`);
    }
    expect(`${html}\n`).toBe(readFileSync(file, 'utf8'));
  });

  it('draws the blocks in place of the old body, with their styles once', async () => {
    const html = await renderPage(everyBlock(site));
    expect(html).not.toContain('Old body');
    expect(html.match(/<div class="page-sections">/g)).toHaveLength(1);
    expect(html.match(/\.page-sections\{/g)).toHaveLength(1);
    expect(html.match(/\.gallery \{/g)).toHaveLength(1);
    expect(html.match(/<section class="gallery /g)).toHaveLength(2);
  });

  it('draws nothing of the old body for a document published with no block', async () => {
    const html = await renderPage({});
    expect(html).not.toContain('Old body');
    expect(html).toContain('<h1 class="page__title">Every block</h1>');
  });

  it('loads the first picture near the top at once and every other one lazily, each with its size', async () => {
    const html = await renderPage({ image: everyBlock(site).image as unknown[] });
    const images = [...html.matchAll(/<img class="block-image__img"[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(3);
    expect(images[0]).toContain('fetchpriority="high"');
    expect(images[0]).not.toContain('loading="lazy"');
    expect(images[0]).toContain('width="1600" height="1200"');
    expect(images[0]).toContain('srcset="/media/mug/v1/mug.jpg?format=100w 100w,');
    expect(images[0]).toContain('/media/mug/v1/mug.jpg?format=1500w 1500w,/media/mug/v1/mug.jpg?format=original 1600w"');
    expect(images.slice(1).every((img) => img.includes('loading="lazy"'))).toBe(true);
    // Below three other blocks, the first picture waits too.
    const lower = await renderPage(everyBlock(site));
    expect(lower.match(/fetchpriority/g)).toBeNull();
  });

  it('asks no other site for anything before a click: video services and maps are links', async () => {
    const html = await renderPage(everyBlock(site));
    const requested = [...html.matchAll(/\s(?:src|poster|srcset|data)="([^"]*)"/g)].map((m) => m[1] as string);
    const foreign = requested.filter((url) => /youtube|vimeo|openstreetmap/.test(url));
    expect(foreign).toEqual([]);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" data-video-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"');
    expect(html).toContain('<a href="https://www.openstreetmap.org/?mlat=53.0027&amp;mlon=-2.1794#map=15/53.0027/-2.1794">View on map');
  });

  it('shows the newsletter block with its own title, description and button label', async () => {
    const html = await renderPage({ newsletter: everyBlock(site).newsletter as unknown[] });
    expect(html).toContain('data-island="NewsletterBlock" data-props="{&quot;title&quot;:&quot;Kiln notes&quot;,&quot;description&quot;:&quot;One letter a month.&quot;,&quot;buttonLabel&quot;:&quot;Sign me up&quot;,&quot;form&quot;:&quot;Newsletter&quot;');
  });
});
