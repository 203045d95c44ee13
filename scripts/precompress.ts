/**
 * Writes `.br` and `.gz` beside every built text asset of the storefront and
 * the dashboard, so @fastify/static (`preCompressed`) sends them compressed
 * without compressing on each request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOTS = ['apps/storefront/dist/client', 'apps/dashboard/dist'];
// Not `.map`: the storefront's hidden source maps are read by the server, never sent (app.ts).
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

let count = 0;
for (const root of ROOTS) {
  for (const path of files(root)) {
    const body = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
}
console.log(`precompressed ${count} assets (brotli and gzip)`);
