/**
 * Prints the gzip size of the owner app's JavaScript and CSS from the
 * build's manifest: what the first load of a page costs (entry, its static
 * imports and the page's own chunk), and each page chunk on its own.
 * Run after `vite build`: `node scripts/report-size.ts`.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  src?: string;
}

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<string, Chunk>;
const gzip = (file: string) => gzipSync(readFileSync(new URL(file, dist))).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Files loaded with `key` before anything dynamic: the chunk, its static imports, their CSS. */
function staticFiles(key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [chunk.file, ...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => staticFiles(k, seen))];
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
const entryFiles = new Set(staticFiles(entryKey));
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzip(file), 0);
console.log(`shell (React, router, entry, CSS): ${kB(sum(entryFiles))} gzip`);
for (const key of manifest[entryKey].dynamicImports ?? []) {
  const own = staticFiles(key).filter((file) => !entryFiles.has(file));
  console.log(`  + ${key.replace(/^src\/pages\//, '')}: ${kB(sum(own))} gzip`);
}
