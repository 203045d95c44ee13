/**
 * Prints the gzip size of the JavaScript two kinds of page load, from the
 * client build's manifest, and fails (exit 1) when a budget of design.md is
 * exceeded: a product page ≤ 80 kB in all (React included); a page with no
 * island and no cart ≤ 5 kB.
 * Run after `vite build`: `node scripts/report-size.ts`.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CLIENT_ENTRY, staticClosure, type Manifest } from '../src/client-head.ts';

/** Budgets in bytes (1 kB = 1000 bytes, the stricter reading). */
export const PRODUCT_PAGE_BUDGET = 80_000;
export const PLAIN_PAGE_BUDGET = 5_000;

const clientDir = new URL('../dist/client/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', clientDir), 'utf8')) as Manifest;

/** Every file reachable from `key` through static and dynamic imports. */
function fullClosure(key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const chunk = manifest[key];
  const next = [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])];
  return [chunk.file, ...next.flatMap((k) => fullClosure(k, seen))];
}

function gzipBytes(files: Iterable<string>): number {
  let total = 0;
  for (const file of new Set(files)) total += gzipSync(readFileSync(new URL(file, clientDir))).length;
  return total;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const plain = gzipBytes(staticClosure(manifest, CLIENT_ENTRY).filter((f) => f.endsWith('.js')));
const product = gzipBytes(fullClosure(CLIENT_ENTRY).filter((f) => f.endsWith('.js')));

const rows: Array<[string, number, number]> = [
  ['page with no island and no cart', plain, PLAIN_PAGE_BUDGET],
  ['product page (loader + React + islands)', product, PRODUCT_PAGE_BUDGET],
];
let failed = false;
for (const [what, bytes, budget] of rows) {
  const over = bytes > budget;
  failed ||= over;
  console.log(`${over ? 'OVER BUDGET' : 'ok'}  ${what}: ${kB(bytes)} gzip (budget ${kB(budget)})`);
}
if (failed) {
  console.error('JavaScript budget exceeded (design.md "Budgets").');
  process.exit(1);
}
