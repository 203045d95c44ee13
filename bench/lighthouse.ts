import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcess } from '../e2e/support/server-process.ts';
import { EVERY_BLOCK_PATH, publishEveryBlockPage } from './every-block-page.ts';
import { ownerCall, signInOwner } from './owner-session.ts';
import { table } from './report.ts';
import { twoOptionProduct } from './shop.ts';

/** Budgets of issue 18: every category at 100 and no layout shift, on a phone. */
export const LIGHTHOUSE_BUDGET = { score: 100, cls: 0 };
/** Issue 14's budget for a page with a 50-image grid gallery: performance 95 and no layout shift. */
export const GALLERY_PAGE_BUDGET = { performance: 95, cls: 0 };
/** Issue 15's budget for an edited page with every block type: performance 95, accessibility 100. */
export const EVERY_BLOCK_BUDGET = { performance: 95, accessibility: 100, cls: 0 };
/** Items of the audited grid gallery (platform.md §9 "Gallery size: 50"). */
const GALLERY_ITEMS = 50;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** Debian's Chromium with the flags this machine needs; never a downloaded browser. */
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** One page's audit. */
export interface LighthousePage {
  label: string;
  path: string;
  scores: Record<Category, number>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Audits under 1 that cost points, so a miss says what to fix. */
  failing: string[];
  /** What this page is held to. */
  budget: string;
  pass: boolean;
}

/** Result of the lighthouse bench. */
export interface LighthouseBenchResult {
  name: 'lighthouse';
  lighthouse: string;
  pages: LighthousePage[];
  budget: typeof LIGHTHOUSE_BUDGET;
  pass: boolean;
}

/** Runs one audit of `url` in the launched Chromium: Lighthouse's default mobile run (simulated slow 4G, 4× CPU). */
type Budget = 'all' | 'gallery' | 'blocks';

async function audit(chrome: LaunchedChrome, label: string, baseURL: string, path: string, budget: Budget): Promise<LighthousePage> {
  const result = await lighthouse(baseURL + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { lhr } = result;
  // The whole report beside the summary: what to open when a score drops.
  const dir = fileURLToPath(new URL('../.bench/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}lighthouse-${path === '/shop' ? 'shop' : budget === 'all' ? 'product' : budget}.report.json`, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${path}: ${lhr.runtimeError.message}`);
  const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Record<Category, number>;
  const metrics = {
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
  };
  const weighted = new Set(CATEGORIES.flatMap((id) => (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id)));
  const failing = Object.values(lhr.audits)
    .filter((a) => weighted.has(a.id) && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  if (budget === 'blocks') {
    const pass = scores.performance >= EVERY_BLOCK_BUDGET.performance && scores.accessibility >= EVERY_BLOCK_BUDGET.accessibility && metrics.cls <= EVERY_BLOCK_BUDGET.cls;
    return { label, path, scores, metrics, failing, budget: `performance ${EVERY_BLOCK_BUDGET.performance}, accessibility ${EVERY_BLOCK_BUDGET.accessibility}, CLS ${EVERY_BLOCK_BUDGET.cls}`, pass };
  }
  if (budget === 'gallery') {
    const pass = scores.performance >= GALLERY_PAGE_BUDGET.performance && metrics.cls <= GALLERY_PAGE_BUDGET.cls;
    return { label, path, scores, metrics, failing, budget: `performance ${GALLERY_PAGE_BUDGET.performance}, CLS ${GALLERY_PAGE_BUDGET.cls}`, pass };
  }
  const pass = CATEGORIES.every((id) => scores[id] >= LIGHTHOUSE_BUDGET.score) && metrics.cls <= LIGHTHOUSE_BUDGET.cls;
  return { label, path, scores, metrics, failing, budget: `every category ${LIGHTHOUSE_BUDGET.score}, CLS ${LIGHTHOUSE_BUDGET.cls}`, pass };
}

/**
 * Lighthouse (mobile) on the product page, `/shop`, `/gallery` (its grid gallery made 50 images)
 * and an edited page with every block type, of `plinth start` (production build, SQLite),
 * in Debian's Chromium, on a store that has run before (its pictures drawn, the pages and their
 * image derivatives asked for once), as any visitor after the first finds it.
 */
export async function benchLighthouse(log: (line: string) => void): Promise<LighthouseBenchResult> {
  // A store that has been running: a first start seeds the demo and draws its pictures; the audited
  // start finds them, with every derivative the pages offer already made (as after any first visitor).
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-bench-lighthouse-'));
  let server = await startServerProcess({ dataDir });
  let chrome: LaunchedChrome | undefined;
  try {
    const product = await twoOptionProduct(server.baseURL);
    const gallery = await fiftyImageGridGallery(server.baseURL);
    const everyBlock = await publishEveryBlockPage(server.baseURL);
    const targets: Array<{ label: string; path: string; budget: Budget }> = [
      { label: `product page (${product.title})`, path: product.path, budget: 'all' },
      { label: 'shop', path: '/shop', budget: 'all' },
      { label: `${GALLERY_ITEMS}-image grid gallery (${gallery})`, path: '/gallery', budget: 'gallery' },
      { label: `edited page, ${everyBlock.types} block types`, path: EVERY_BLOCK_PATH, budget: 'blocks' },
    ];
    log('lighthouse: seeding and warming the store …');
    for (const target of targets) await warm(server.baseURL, target.path);
    await server.stop();
    server = await startServerProcess({ dataDir });
    for (const target of targets) await warm(server.baseURL, target.path);
    chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const pages: LighthousePage[] = [];
    for (const target of targets) {
      log(`lighthouse: auditing ${target.path} …`);
      pages.push(await audit(chrome, target.label, server.baseURL, target.path, target.budget));
    }
    const { version } = (await import('lighthouse/package.json', { with: { type: 'json' } })).default as { version: string };
    return { name: 'lighthouse', lighthouse: version, pages, budget: LIGHTHOUSE_BUDGET, pass: pages.every((p) => p.pass) };
  } finally {
    chrome?.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Makes the demo's grid gallery (on /gallery, with the three other designs below it) hold 50
 * images: its own and the other galleries' library files, repeated in turn. Returns its title.
 */
async function fiftyImageGridGallery(baseURL: string): Promise<string> {
  type Item = { mediaId: string | null; mediaType: string; title: string; caption: string; link: string | null };
  type Gallery = { id: string; title: string; settings: Record<string, unknown>; items: Item[] };
  const session = await signInOwner(baseURL);
  const { galleries } = await ownerCall<{ galleries: Array<{ id: string; design: string }> }>(baseURL, session, 'GET', '/api/owner/galleries');
  const full = await Promise.all(galleries.map(async ({ id }) => (await ownerCall<{ gallery: Gallery }>(baseURL, session, 'GET', `/api/owner/galleries/${id}`)).gallery));
  const grid = full.find((g) => g.settings.design === 'grid');
  if (!grid) throw new Error('The demo has no grid gallery on /gallery.');
  const pool = [...grid.items, ...full.filter((g) => g !== grid).flatMap((g) => g.items)].filter((item) => item.mediaId);
  const items = Array.from({ length: GALLERY_ITEMS }, (_, i) => {
    const { mediaId, mediaType, title, caption, link } = pool[i % pool.length] as Item;
    return { mediaId, mediaType, title, caption, link };
  });
  await ownerCall(baseURL, session, 'PUT', `/api/owner/galleries/${grid.id}`, { title: grid.title, settings: grid.settings, items });
  return grid.title;
}

/** Fetches a page and every library image of its `src`/`srcset` attributes, as a browser that takes WebP would. */
async function warm(baseURL: string, path: string): Promise<void> {
  const html = await (await fetch(baseURL + path)).text();
  const urls = new Set<string>();
  for (const [, attribute, value] of html.matchAll(/\s(src|srcset|srcSet)="([^"]+)"/g)) {
    const candidates = attribute === 'src' ? [value] : value.split(',').map((part) => part.trim().split(/\s+/)[0]);
    for (const url of candidates) if (url.startsWith('/media/')) urls.add(url.replaceAll('&amp;', '&'));
  }
  for (const url of urls) await (await fetch(baseURL + url, { headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } })).arrayBuffer();
}

/** The result as text. */
export function lighthouseTable(r: LighthouseBenchResult): string {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const rows = r.pages.map((p) => [p.label, ...CATEGORIES.map((id) => String(p.scores[id])), ms(p.metrics.fcpMs), ms(p.metrics.lcpMs), ms(p.metrics.tbtMs), p.metrics.cls.toFixed(3), `${p.budget}: ${p.pass ? 'ok' : 'MISSED'}`]);
  return [
    `Lighthouse ${r.lighthouse}, mobile (simulated throttling), Debian Chromium`,
    table([['page', ...CATEGORIES, 'FCP', 'LCP', 'TBT', 'CLS', 'budget'], ...rows]),
    `budgets: ${r.pass ? 'ok' : 'MISSED'}`,
    ...r.pages.filter((p) => p.failing.length > 0).map((p) => `${p.path} loses points on: ${p.failing.join(', ')}`),
  ].join('\n');
}
