/**
 * Differential test of the content formatters and predicates: images, posts, products, videos,
 * audio, website colours and gallery settings generated in the hosted builder's shapes (jsont.md
 * §10, platform.md §3 "Image", "Item or post", "Gallery settings", §5 image rules), odd values
 * included, rendered by this engine and by the reference (`@squarespace/template-engine`, black
 * box). Output and errors must be identical.
 *
 * Deterministic (fixed seed). `CONTENT_DIFF_CASES=n` changes the case count per template,
 * `CONTENT_DIFF_DUMP=file` writes the mismatches as JSON lines.
 */
import { writeFileSync } from 'node:fs';
import * as reference from '@squarespace/template-engine';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine.ts';
import { seededRandom } from '../test-support/seeded-random.ts';

const CASES = Number(process.env.CONTENT_DIFF_CASES ?? 400);

const { int, pick, chance, reseed } = seededRandom(0x18c0);

const maybe = <T>(p: number, f: () => T): T | undefined => (chance(p) ? f() : undefined);
/** An object without its undefined entries (a missing field, as in `?format=json`). */
function obj(entries: Record<string, unknown>): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(entries)) if (v !== undefined) o[k] = v;
  return o;
}

const TEXTS = ['Sunset', 'A & B <i>"quoted"</i>', "l'été", '', '  ', '<p>Body <b>bold</b></p>', 'x'.repeat(300), 'Ünïcödé ✓', '5'];
const URLS = ['https://images.example.com/content/v1/5f/a.jpg', 'https://x.test/a b.png?x=1&y="2"', '/static/img.jpg', '', 'u'];
const SIZES = ['1500x1000', '800x600', '2500x1667', '100x100', '0x0', '640x', 'abc', '3000x2000', ' 400x300 ', '1x1', 12, null];
const WIDTHS = ['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w'];
const ODD_WIDTHS = ['2000w', 'original', '50w', ' 300w', '300', '1500W', ''];

function variants(): unknown {
  if (chance(0.1)) return pick([null, 42, '', ['100w']]);
  const n = int(8);
  const list = Array.from({ length: n }, () => (chance(0.1) ? pick(ODD_WIDTHS) : pick(WIDTHS)));
  if (chance(0.4)) list.sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
  return list.join(pick([',', ',', ', ']));
}

function focal(): unknown {
  return pick([
    undefined, { x: 0.3, y: 0.7 }, { x: 0, y: 1 }, { x: 0.5 }, { y: 0.25 }, { x: '0.2', y: '0.4' }, null, 'center', { x: 0.123456789, y: 1e-7 }, { x: true, y: null },
  ]);
}

const HEX = ['aaaaaa', 'ffffff', '000000', 'a1b2c3', 'fff', '', '#123456', '<x>'];
function colorData(): unknown {
  if (chance(0.1)) return pick([null, 'red', []]);
  return obj({
    topLeftAverage: maybe(0.9, () => pick(HEX)), topRightAverage: maybe(0.9, () => pick(HEX)), bottomLeftAverage: maybe(0.9, () => pick(HEX)),
    bottomRightAverage: maybe(0.9, () => pick(HEX)), centerAverage: maybe(0.9, () => pick(HEX)), suggestedBgColor: maybe(0.5, () => pick(HEX)),
  });
}

/** An image (platform.md §3 "Image", jsont.md §10), every field optional. */
function image(): Record<string, unknown> {
  return obj({
    id: maybe(0.9, () => pick(['5f3a', 'img-1', '<id>', 7])),
    assetUrl: maybe(0.9, () => pick(URLS)),
    originalSize: maybe(0.85, () => pick(SIZES)),
    mediaFocalPoint: focal(),
    title: maybe(0.6, () => pick(TEXTS)),
    body: maybe(0.3, () => pick(TEXTS)),
    description: maybe(0.3, () => pick(TEXTS)),
    filename: maybe(0.4, () => pick(['IMG_0001.jpg', 'a "b".png', ''])),
    altText: maybe(0.3, () => pick(TEXTS)),
    blockType: maybe(0.2, () => pick([5, 2, '5'])),
    systemDataVariants: maybe(0.85, variants),
    colorData: maybe(0.8, colorData),
    componentKey: maybe(0.2, () => pick(['image', 'video'])),
    licensedAssetPreview: maybe(0.2, () => pick([true, false, { url: 'https://lic/x.jpg' }, null, 'yes', 0, 1])),
    recordType: maybe(0.2, () => pick([2, 1, 8])),
  });
}

/** Formatter templates over one image `i` (and `p`, a post with child images). */
const IMAGE_TEMPLATES = [
  '{i|image}', '{i|image thumb}', '{i|image-meta}', '{i|image-srcset}', '{i|image-color}', '{i|image-color center}',
  '{i|image-color topLeft background-color}', '{i|image-color bottomRight color}',
  '{p|child-image-meta}', '{p|child-image-meta 1}', '{p|child-image-meta 2}',
];

function imageContext(): Record<string, unknown> {
  return { i: image(), p: obj({ items: maybe(0.9, () => Array.from({ length: int(4) }, image)), title: pick(TEXTS) }) };
}

describe('content formatters: same output as the reference engine on generated images', () => {
  for (const t of IMAGE_TEMPLATES) it(t, () => check(t, imageContext));
});

// ---------------------------------------------------------------------------------------------

const reference_ = new reference.Compiler();
const engine = createEngine();

function ours(t: string, data: unknown): string {
  const r = engine.render(engine.compile(t).template, data, { locale: 'en' });
  return r.output + r.errors.map((e) => `\n!${e.message}`).join('');
}
function theirs(t: string, data: unknown): string {
  const { code } = reference_.parse(t);
  const r = reference_.execute({ code, json: data });
  return r.ctx.render() + r.errors.map((e: { message: string }) => `\n!${e.message}`).join('');
}

const dump: string[] = [];

function check(t: string, gen: () => Record<string, unknown>): void {
  reseed(0x18c0 + t.length);
  const mismatches: { t: string; data: unknown; ours: string; theirs: string }[] = [];
  let same = 0;
  for (let i = 0; i < CASES; i++) {
    const data = gen();
    const a = ours(t, data);
    const b = theirs(t, data);
    if (a === b) same++;
    else mismatches.push({ t, data, ours: a, theirs: b });
  }
  if (process.env.CONTENT_DIFF_DUMP) {
    dump.push(...mismatches.map((m) => JSON.stringify(m)));
    writeFileSync(process.env.CONTENT_DIFF_DUMP, dump.join('\n'));
  }
  console.log(`${t}: ${same} of ${CASES} generated cases identical`);
  expect(mismatches.slice(0, 2)).toEqual([]);
}
