import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLOURS, DEMO_PRODUCTS, imageFile, productColours, type Illustration } from './demo-products.ts';
import { escapeXml } from '@plinth/platform';

/*
 * Draws the demo store's product images as small SVGs (one per product, one per colour variant) into
 * apps/server/seed/images/. Run: `npx node apps/server/src/seed/make-images.ts`. The output is
 * committed; rerun it after changing demo-products.ts.
 */

/** Where the images go (served at /assets/seed/). */
export const IMAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../seed/images');

/** Each illustration: SVG shapes in an 800×800 box, painted with `fill` (the product colour). */
const SHAPES: Record<Illustration, (fill: string) => string> = {
  tee: (f) => `<path d="M280 170l-150 80 50 120 60-30v290h320V340l60 30 50-120-150-80c-20 50-70 70-120 70s-100-20-120-70z" fill="${f}"/>`,
  apron: (f) =>
    `<path d="M300 160h200v90l90 40-20 380H230l-20-380 90-40z" fill="${f}"/><rect x="330" y="420" width="140" height="90" rx="8" fill="#0002"/>` +
    `<path d="M300 160c-40-40-40-80 0-100M500 160c40-40 40-80 0-100" stroke="${f}" stroke-width="14" fill="none"/>`,
  mug: (f) => `<rect x="240" y="230" width="260" height="330" rx="30" fill="${f}"/><path d="M500 300h50a70 70 0 010 140h-50" stroke="${f}" stroke-width="40" fill="none"/>`,
  tote: (f) => `<path d="M230 300h340l30 380H200z" fill="${f}"/><path d="M320 300v-70a80 80 0 01160 0v70" stroke="#6b4a2b" stroke-width="22" fill="none"/>`,
  wallet: (f) => `<rect x="220" y="260" width="360" height="260" rx="24" fill="${f}"/><rect x="250" y="300" width="300" height="40" rx="8" fill="#0003"/><text x="520" y="490" font-size="44" text-anchor="end" fill="#fff8" font-family="serif">ABC</text>`,
  coffee: (f) => `<path d="M270 200h260l30 90-30 400H270l-30-400z" fill="${f}"/><ellipse cx="400" cy="440" rx="60" ry="90" fill="#3b2417"/><path d="M400 360q-30 80 0 160" stroke="${f}" stroke-width="10" fill="none"/>`,
  candle: (f) => `<rect x="320" y="260" width="50" height="400" rx="10" fill="${f}"/><rect x="430" y="260" width="50" height="400" rx="10" fill="${f}"/><path d="M345 250q-22-40 0-80q22 40 0 80zM455 250q-22-40 0-80q22 40 0 80z" fill="#f2a541"/>`,
  bowl: (f) => `<path d="M160 360h480a240 240 0 01-480 0z" fill="${f}"/><path d="M230 360h340a170 150 0 01-340 0z" fill="#fff3"/>`,
  book: (f) => `<rect x="250" y="170" width="300" height="440" rx="12" fill="${f}"/><rect x="250" y="170" width="36" height="440" fill="#0003"/><rect x="320" y="260" width="180" height="16" fill="#fff8"/><rect x="320" y="300" width="140" height="12" fill="#fff6"/>`,
  planner: (f) =>
    `<rect x="240" y="160" width="320" height="460" rx="12" fill="${f}" stroke="#3b3b3f" stroke-width="6"/>` +
    [240, 300, 360, 420, 480, 540].map((y) => `<rect x="280" y="${y}" width="240" height="10" fill="#3b3b3f55"/>`).join(''),
  ticket: (f) => `<path d="M170 290h460v70a40 40 0 000 80v70H170v-70a40 40 0 000-80z" fill="${f}"/><text x="400" y="420" font-size="54" text-anchor="middle" fill="#fff" font-family="sans-serif">ADMIT ONE</text>`,
  knife: (f) => `<path d="M160 420h330l150-110q20 80-60 130l-90 20H160z" fill="#c9ccd1"/><rect x="110" y="400" width="170" height="50" rx="20" fill="${f}"/>`,
  giftcard: (f) => `<rect x="170" y="240" width="460" height="290" rx="28" fill="${f}"/><path d="M400 240v290M170 385h460" stroke="#e4b363" stroke-width="22"/><circle cx="400" cy="385" r="30" fill="#e4b363"/>`,
};


/** One product image: a pale backdrop, the illustration in `colourName`'s colour, and the caption. */
export function productSvg(illustration: Illustration, colourName: string, caption: string): string {
  const fill = COLOURS[colourName] ?? '#888888';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${escapeXml(caption)}">` +
    `<rect width="800" height="800" fill="#f4f1ea"/>${SHAPES[illustration](fill)}` +
    `<text x="400" y="740" font-size="40" text-anchor="middle" fill="#333" font-family="Georgia,serif">${escapeXml(caption)}</text></svg>\n`
  );
}

/** Writes every image; returns the file names written. */
export function makeImages(dir = IMAGES_DIR): string[] {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const product of DEMO_PRODUCTS) {
    const colours = productColours(product);
    const files: [string, string][] = [[imageFile(product.urlId), productSvg(product.illustration, colours[0] ?? product.colour, product.title)]];
    for (const colour of colours) {
      files.push([imageFile(product.urlId, colour), productSvg(product.illustration, colour, `${product.title} — ${colour}`)]);
    }
    for (const [file, svg] of files) {
      writeFileSync(join(dir, file), svg);
      written.push(file);
    }
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = makeImages();
  console.log(`Wrote ${files.length} images to ${IMAGES_DIR}`);
}
