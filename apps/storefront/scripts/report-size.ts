/**
 * Prints the gzip size of the JavaScript of the page loads that matter, from
 * the client build's manifest, and fails (exit 1) when a budget of design.md
 * is exceeded: the script every page loads (island loader, analytics tracker,
 * error reporter) ≤ 3 kB; a page with no island and no cart ≤ 5 kB in all,
 * with the consent banner a restrictive cookie policy adds; a product page
 * ≤ 80 kB in all (React included, and the banner too).
 *
 * A product page loads the loader and the runtime chunk with its static
 * imports. Chunks the runtime imports dynamically (the checkout pages, the
 * additional-fields lightbox, the quick-view dialog) load only when a page
 * carries that island or the visitor opens it; each is reported on its own,
 * and a checkout page (runtime + its chunk) is held to the same 80 kB.
 * The metrics script (issue 13: it loads after the page is idle, outside the first-load budget,
 * and adds at most 4 kB) is the after-idle chunk with the performance script and web-vitals in it,
 * plus any chunk of performance/ — everything it loads, held to METRICS_SCRIPT_BUDGET.
 * Run after `vite build`: `node scripts/report-size.ts`.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CLIENT_ENTRY, runtimeChunkKey, staticClosure, type Manifest } from '../src/client-head.ts';

/** Budgets in bytes (1 kB = 1000 bytes, the stricter reading). */
export const PRODUCT_PAGE_BUDGET = 80_000;
export const PLAIN_PAGE_BUDGET = 5_000;
export const EVERY_PAGE_SCRIPT_BUDGET = 3_000;
/**
 * The metrics script, loaded after idle: issue 13's 4 kB. web-vitals 5.3 (its five functions,
 * standard build) is ~2.4 kB of it; 6.x adds soft-navigation tracking an MPA never uses and ~0.9 kB.
 */
export const METRICS_SCRIPT_BUDGET = 4_000;
/** The module the loader imports once the page is idle, and the folder of the performance script. */
const AFTER_IDLE = 'src/after-idle.ts';
const PERFORMANCE_DIR = 'src/performance/';

/** Chunks the loader itself may import on any page: the consent banner of a restrictive cookie policy. */
const EVERY_PAGE_LAZY = ['src/analytics/consent-banner.ts'];

const clientDir = new URL('../dist/client/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', clientDir), 'utf8')) as Manifest;

/** The gzip bytes the server sends: assets are precompressed at level 9 (scripts/precompress.ts). */
function gzipBytes(files: Iterable<string>): number {
  let total = 0;
  for (const file of new Set(files)) if (file.endsWith('.js')) total += gzipSync(readFileSync(new URL(file, clientDir)), { level: 9 }).length;
  return total;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
const loader = staticClosure(manifest, CLIENT_ENTRY);
const plainPage = [...loader, ...EVERY_PAGE_LAZY.flatMap((key) => staticClosure(manifest, key))];
const runtimeKey = runtimeChunkKey(manifest);
if (!runtimeKey) throw new Error('The build has no island runtime chunk (see scripts/runtime-chunk.ts).');
const productPage = [...plainPage, ...staticClosure(manifest, runtimeKey)];
const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key !== runtimeKey && !EVERY_PAGE_LAZY.includes(key));

const rows: Array<[string, number, number | null]> = [
  ['script every page loads (loader + analytics + error reporter)', gzipBytes(loader), EVERY_PAGE_SCRIPT_BUDGET],
  ['page with no island and no cart (+ consent banner)', gzipBytes(plainPage), PLAIN_PAGE_BUDGET],
  ['product page (loader + React + islands)', gzipBytes(productPage), PRODUCT_PAGE_BUDGET],
];
// Everything the metrics script loads: the after-idle chunk and any performance chunk, less what a product page has already.
const metricsScript = [AFTER_IDLE, ...lazyKeys.filter((key) => key.startsWith(PERFORMANCE_DIR))].flatMap((key) => staticClosure(manifest, key)).filter((file) => !productPage.includes(file));
rows.push(['metrics script (loads after idle)', gzipBytes(metricsScript), METRICS_SCRIPT_BUDGET]);
for (const key of lazyKeys.sort()) {
  const own = staticClosure(manifest, key).filter((file) => !productPage.includes(file));
  rows.push([`  lazy ${key} (own files)`, gzipBytes(own), null]);
  rows.push([`  page using ${key} in all`, gzipBytes([...productPage, ...own]), null]);
}
let failed = false;
for (const [what, bytes, budget] of rows) {
  const over = budget !== null && bytes > budget;
  failed ||= over;
  console.log(`${over ? 'OVER BUDGET' : 'ok'}  ${what}: ${kB(bytes)} gzip${budget === null ? '' : ` (budget ${kB(budget)})`}`);
}
if (failed) {
  console.error('JavaScript budget exceeded (design.md "Budgets").');
  process.exit(1);
}
