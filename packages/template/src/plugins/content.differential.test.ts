/**
 * Differential test of the content formatters and predicates: images, posts, products, videos,
 * audio, website colours and gallery settings generated in the hosted builder's shapes (jsont.md
 * §10, platform.md §3 "Image", "Item or post", "Gallery settings", §5 image rules), odd values
 * included, rendered by this engine and by the reference (`@squarespace/template-engine`, black
 * box). Output and errors must be identical.
 *
 * Deterministic (fixed seed; `DIFF_SEED=n` picks another). `CONTENT_DIFF_CASES=n` changes the case count per template,
 * `CONTENT_DIFF_DUMP=file` writes the mismatches as JSON lines.
 */
import { writeFileSync } from 'node:fs';
import * as reference from '@squarespace/template-engine';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine.ts';
import { seededRandom, testSeed } from '../test-support/seeded-random.ts';

const CASES = Number(process.env.CONTENT_DIFF_CASES ?? 400);

const SEED = testSeed(0x18c0);
const { int, pick, chance, reseed } = seededRandom(SEED);

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
  '{p|child-image-meta}', '{p|child-image-meta 1}', '{p|child-image-meta 2}', '{p|cover-image-meta}',
];

function imageContext(): Record<string, unknown> {
  const i = chance(0.05) ? pick<unknown>([true, 5, 'str', null, [1, 2], [{ a: 1 }, {}, [1]]]) : image();
  return { i, p: obj({ items: maybe(0.9, () => Array.from({ length: int(4) }, image)), coverImage: maybe(0.7, () => (chance(0.1) ? pick<unknown>([null, 'x']) : image())), title: pick(TEXTS) }) };
}

describe('content formatters: same output as the reference engine on generated images', () => {
  for (const t of IMAGE_TEMPLATES) it(t, () => check(t, imageContext));
});

const NAMES = ['News & Views', 'Ünïcödé', 'a b', '  lead', 'trail  ', 'MiXeD Case', '--', 'x/y', "l'été", '', '日本', 'tab\there', 'a_b', 'A.B'];
const PROMOTED = ['image', 'video', 'gallery', 'map', 'IMAGE', 'Image Block', '', null, 0, 5, true, ' x '];

/** A product's `structuredContent` (jsont.md §10), enough for its sale and stock states. */
function product(): Record<string, unknown> {
  const productType = chance(0.9) ? pick([1, 1, 2, 3, 4, 9, undefined]) : '1';
  return obj({
    productType,
    variants: maybe(0.9, () => Array.from({ length: int(4) }, () => obj({
      onSale: maybe(0.8, () => (chance(0.9) ? chance(0.5) : pick(['true', 1]))), qtyInStock: maybe(0.8, () => (chance(0.9) ? pick([0, 1, 5, -1]) : '2')), unlimited: maybe(0.5, () => pick([true, false])),
      priceMoney: { value: pick(['10', '20']), currency: 'USD' }, salePriceMoney: { value: '5', currency: 'USD' },
    }))),
    onSale: maybe(0.3, () => pick([true, false])),
  });
}

/** A post or item (platform.md §3 "Item or post"), every field optional, products among them. */
function post(): Record<string, unknown> {
  const recordType = pick([1, 1, 2, 4, 5, 7, 8, 11, 11, 12, 14, '11', undefined]);
  return obj({
    id: maybe(0.9, () => pick(['p1', 'p2'])),
    title: maybe(0.8, () => pick(TEXTS)),
    recordType,
    promotedBlockType: maybe(0.4, () => pick(PROMOTED)),
    categories: maybe(0.6, () => (chance(0.1) ? pick(['A', null, 3]) : Array.from({ length: int(3) }, () => (chance(0.1) ? pick([1, true, null]) : pick(NAMES))))),
    tags: maybe(0.6, () => Array.from({ length: int(3) }, () => pick(NAMES))),
    author: maybe(0.6, () => (chance(0.1) ? pick(['Jane', null]) : obj({ displayName: maybe(0.9, () => pick(['Jane Doe', '', ' Jane  Q. ', 5, 'Ünï'])) }))),
    starred: maybe(0.4, () => pick([true, false, 'true', 1, 0, 'x', {}])),
    postType: maybe(0.1, () => 'x'),
    structuredContent: recordType === 11 || recordType === '11' || chance(0.1) ? product() : undefined,
    excerpt: maybe(0.5, () => pick(['<p>Intro</p>', '', '<p></p>', '  ', '<p> </p>', 'plain', 5, null, '<img src="x">', '>', 'a<b', { html: '<p>x</p>' }, { html: '<br>' }, { html: 5 }, ['x']])),
    passthrough: maybe(0.4, () => pick([true, false, 'true', 1, 0, 'false', null])),
    sourceUrl: maybe(0.3, () => pick(['https://x.test/', '', null])),
    externalLink: maybe(0.2, () => pick(['https://x.test/', ''])),
    mainImageId: maybe(0.3, () => pick(['5f3a', '', null, 0])),
    systemDataId: maybe(0.2, () => pick(['a1', '', 0])),
    mainImage: maybe(0.3, () => pick([image(), {}, null])),
    items: maybe(0.3, () => pick([[], [image()], [image(), image()], null, {}, [{ mainImageId: 'x' }], [{ systemDataId: 'y' }, {}], [{}, { mainImageId: 'x' }]])),
    customContent: maybe(0.2, () => pick([{ a: 1 }, null, {}])),
    showPastOrUpcomingEvents: maybe(0.3, () => pick(['past', 'upcoming', 'PAST', true, null])),
    location: maybe(0.3, () => obj({
      addressLine1: maybe(0.6, () => pick(['1 Main St', '', null])), addressLine2: maybe(0.4, () => 'NYC'),
      mapLat: maybe(0.6, () => pick([40.7, 0, '40.7', null])), mapLng: maybe(0.6, () => pick([-74, 0, null])),
    })),
    startDate: maybe(0.3, () => pick([1672927629000, 1672931229000, 1673000000000, 1672891629000, 1672963629000, '1672927629000', null, true])),
    endDate: maybe(0.3, () => pick([1672927629000, 1672999999000, 1673100000000, null])),
    serviceName: maybe(0.2, () => pick(['email', 'EMAIL', 'twitter', null])),
    backgroundSource: maybe(0.2, () => pick([1, 2, 3, 4, '3', null])),
    collection: maybe(0.3, () => (chance(0.1) ? pick([true, 'x', null]) : obj({
      type: maybe(0.8, () => pick([1, 2, 7, 10, '10', null])), folder: maybe(0.5, () => pick([true, false, 1, 'x'])),
      folderBehavior: maybe(0.5, () => pick([1, 2, 3, '2', null])), typeName: maybe(0.5, () => pick(['blog', 'events'])),
    }))),
    folderBehavior: maybe(0.2, () => pick([1, 2, 3, 4, '1', null])),
    type: maybe(0.1, () => pick([7, 10])),
    typeName: maybe(0.2, () => pick(['blog', 'events', 'Blog'])),
    currentType: maybe(0.2, () => pick([1, 2, 3, 4, 7, 12, 1.5, '3', true, null])),
    calendarView: maybe(0.2, () => pick([true, 'true', 1, 0, 'x', 2.5])),
  });
}

/** A post, or now and then a value that is not one. */
const postOrOdd = (): unknown => (chance(0.05) ? pick<unknown>([true, 5, 'str', null, [1, 2], [{ a: 1 }]]) : post());

describe('content formatters: same output as the reference engine on generated posts', () => {
  for (const t of ['{p|item-classes}', '{.repeated section ps}{@|item-classes}|{.end}']) it(t, () => check(t, () => ({ p: postOrOdd(), ps: [post(), post(), post()] })));
});

const yn = (names: readonly string[]): string => names.map((n) => `{.${n}}Y{.or}N{.end}`).join('');

describe('content predicates: same decisions as the reference engine on generated posts', () => {
  const t = yn([
    'main-image?', 'child-images?', 'excerpt?', 'passthrough?', 'external-video?', 'show-past-events?', 'external-link?', 'video?', 'image?', 'gallery?',
    'location?', 'same-day?', 'serviceNameEmail?', 'store-item?', 'promotedVIDEO?', 'promotedIMAGE?', 'background-source-video?', 'background-source-none?',
    'text?', 'quote?', 'link?', 'audio?', 'event?', 'undefined?', 'promotedMAP?', 'promotedGALLERY?', 'has-multiple?', 'background-source-upload?',
    'collection?', 'collection-template-page?', 'collection-page?', 'folder?', 'index?', 'redirect?', 'clickable?', 'calendar-view?',
    'collectionTypeNameEquals? blog', 'current-type? heading', 'current-type? body', 'current-type? image', 'current-type?',
  ]);
  for (const [name, tt] of [['item predicates', `{.section p}${t}{.end}`], ['in a loop', `{.repeated section ps}${t}|{.end}`]]) it(name, () => check(tt, () => ({ p: post(), ps: [post(), post()], website: { timeZone: pick(['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) } }), `content predicates, ${name}`));
});

const DESIGNS = ['grid', 'slideshow', 'slider', 'stacked', 'GRID', ' grid', 'carousel', '', null, 3, true];
const POSITIONS = ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right', 'left', 'right', 'TOP', '', null];
const FLAGS = [true, false, 'true', 'false', 1, 0, -1, 2, 1.5, '1', 'x', '', null, [], [1], {}, { a: 1 }];
const GALLERY_BOOLEANS = ['autoplay', 'auto-crop', 'controls', 'lightbox', 'square-thumbs', 'show-meta', 'show-meta-on-hover', 'thumbnails'];

/** Gallery `options` (platform.md §3 "Gallery settings"): each setting missing, valid or odd. */
function galleryOptions(): unknown {
  if (chance(0.05)) return pick([null, 'grid', 5, [{ design: 'grid' }]]);
  const o: Record<string, unknown> = obj({
    design: maybe(0.8, () => pick(DESIGNS)),
    'meta-position': maybe(0.7, () => pick(POSITIONS)),
    'active-alignment': maybe(0.7, () => pick(POSITIONS)),
    'show-meta-basic': maybe(0.3, () => pick(FLAGS)),
    'show-meta-only-title': maybe(0.3, () => pick(FLAGS)),
    'aspect-ratio': maybe(0.3, () => pick(['square', 'widescreen'])),
    padding: maybe(0.3, () => pick([0, 20, 80])),
  });
  for (const b of GALLERY_BOOLEANS) if (chance(0.6)) o[b] = pick(FLAGS);
  return o;
}

const GALLERY_TEMPLATE = yn([
  'gallery-design-grid?', 'gallery-design-slideshow?', 'gallery-design-slider?', 'gallery-design-stacked?', 'gallery-meta?',
  'gallery-meta-position-top?', 'gallery-meta-position-top-left?', 'gallery-meta-position-top-right?', 'gallery-meta-position-center?',
  'gallery-meta-position-bottom?', 'gallery-meta-position-bottom-left?', 'gallery-meta-position-bottom-right?',
  'gallery-active-alignment-left?', 'gallery-active-alignment-center?', 'gallery-active-alignment-right?',
  ...GALLERY_BOOLEANS.map((b) => `gallery-${b}?`),
]);

describe('gallery predicates: same decisions as the reference engine on generated settings', () => {
  it('options at the root', () => check(GALLERY_TEMPLATE, () => ({ options: galleryOptions() }), 'gallery predicates, options at the root'));
  it('options looked up outward', () => check(`{.section g}${GALLERY_TEMPLATE}{.end}`, () => {
    const g = chance(0.5) ? { options: galleryOptions() } : { title: 'x' };
    return { g, options: galleryOptions() };
  }, 'gallery predicates, options looked up outward'));
});

const SIZE_VALUES = ['1500x1000', '800x600', '1x1', '0x0', '100x0', '0x100', '640x', 'x480', 'abc', ' 400x300 ', '400X300', '400x300x2', '1.5x2', '-4x3', '4x-3', '', 12, null, true, [], '3000x2000', '1024x768', '7x3', '100000x1', '1x100000', 'axb', ' 4 x 3 ', '3x-7'];
const SIZE_ARGS = ['400', '300', '0', '-5', '1.5', 'abc', '', '1000', '2500', '1e3', ' 50', '100000', '+7', '12abc'];

describe('content formatters: same output as the reference engine on generated sizes', () => {
  const t = '{s|width}|{s|height}|{s|resizedHeightForWidth A}|{s|resizedWidthForHeight A}|{s|squarespaceThumbnailForWidth A}|{s|squarespaceThumbnailForHeight A}';
  for (let k = 0; k < SIZE_ARGS.length; k++) {
    const tt = t.replaceAll(' A}', SIZE_ARGS[k] === '' ? '}' : ` ${SIZE_ARGS[k]}}`);
    it(`sizes, argument ${JSON.stringify(SIZE_ARGS[k])}`, () => check(tt, () => ({ s: pick(SIZE_VALUES) }), `sizes, argument ${JSON.stringify(SIZE_ARGS[k])}`));
  }
});

const HTML = ['<iframe src="https://www.youtube.com/embed/x" width="640" height="360"></iframe>', '<b>"x" & y</b>', '', 5, null];

/** A video item (jsont.md §9 `video`): oEmbed data, overlay, main image fields. */
function videoItem(): Record<string, unknown> {
  return obj({
    ...image(),
    oembed: maybe(0.85, () => (chance(0.1) ? pick(['x', null]) : obj({
      html: maybe(0.9, () => pick(HTML)), providerName: maybe(0.8, () => pick(['YouTube', 'Vimeo', 'Y<"&', null, 3])), provider_name: maybe(0.3, () => 'yt'),
      width: 640, height: 360, thumbnailUrl: maybe(0.3, () => 'https://t/x.jpg'),
    }))),
    overlay: maybe(0.6, () => pick([true, false, 'x', 1, 0, null])),
    mainImageId: maybe(0.6, () => pick(['5f3a', '', 0, null])),
    recordType: maybe(0.5, () => pick([8, 2])),
  });
}

/** An audio item: `id` and `structuredContent.audioAssetUrl`. */
function audioItem(): unknown {
  if (chance(0.05)) return pick([null, 'x', 5]);
  return obj({
    id: maybe(0.9, () => pick(['a1', '<"&>', 5, null])),
    title: maybe(0.5, () => pick(TEXTS)),
    structuredContent: maybe(0.9, () => (chance(0.1) ? pick([null, 'x', []]) : obj({ audioAssetUrl: maybe(0.9, () => pick(['https://a.test/x.mp3', '<a"&>', 5, null, {}])), duration: maybe(0.3, () => 125000) }))),
  });
}

describe('content formatters: same output as the reference engine on generated videos and audio', () => {
  for (const t of ['{v|video}', '{v|video load-false}', '{v|video load-false color-data}', '{v|video color-data}', '{v|video color-data load-false}', '{v|video x load-false}', '{v|video load-true color-data}'])
    it(t, () => check(t, () => ({ v: chance(0.05) ? pick<unknown>([true, 5, 'str', null, [1]]) : videoItem() })));
  it('{a|audio-player}', () => check('{a|audio-player}', () => ({ a: audioItem() })));
});

const HSL_NUMBERS = [0, 0.5, 1, 360, 361, -1, 120, 240.5, 0.123456, 1.0000001, 0.3333333, 359.9999, 1e-7, '0.5', ' 1 ', '', 'x', null, true, [0.5], {}, 2, 100];

/** Website colour settings (platform.md §5 "Rendering rules"): HSL with optional alpha. */
function websiteColor(): unknown {
  if (chance(0.05)) return pick([null, '#fff', 5, []]);
  return obj({
    hue: maybe(0.9, () => (chance(0.6) ? int(361) : pick(HSL_NUMBERS))),
    saturation: maybe(0.9, () => (chance(0.6) ? int(101) / 100 : pick(HSL_NUMBERS))),
    lightness: maybe(0.9, () => (chance(0.6) ? int(101) / 100 : pick(HSL_NUMBERS))),
    alpha: maybe(0.4, () => (chance(0.6) ? int(11) / 10 : pick(HSL_NUMBERS))),
  });
}

describe('content formatters: same output as the reference engine on generated website colours', () => {
  it('{c|website-color}', () => check('{c|website-color}', () => ({ c: websiteColor() })));
});

const SCALARS: readonly unknown[] = [
  0, 1, 59999, 60000, 61000, 125000, 3599000, 3600000, 3661000, 86400000, 90061000, -1000, -61000, 1.5, 999.9, 1e12, 1e21, NaN,
  '125000', ' 61000 ', '1e5', '0x10', 'abc', '', true, false, null, [], [61000], {}, { a: 1 },
  '#fff', '#FFFFFF', '000', '#000000', '#7f7f7f', '#808080', '#abc', 'abcdef', '#12345', 'red', ' #fff ', '#ggg',
  'hello World', 'ünï', 'p/x', '/a', 'https://x.test/',
];

describe('content formatters: same output as the reference engine on generated scalars', () => {
  for (const t of ['{v|humanizeDuration}', '{v|color-weight}', '{v|capitalize}', '{v|AbsUrl}'])
    it(t, () => check(t, () => obj({ v: pick(SCALARS), 'base-url': maybe(0.7, () => pick(['https://s.com', '', 'https://s.com/'])) })));
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

/**
 * The commerce area's known differences (README; `commerce.differential.test.ts`): where this
 * engine's `on-sale?`/`sold-out?` already decide otherwise than the reference's for a product
 * (flags other than booleans, gift cards on sale, product types as text), `item-classes` follows them.
 */
const STATES = '{.section p}{.on-sale?}S{.end}{.sold-out?}O{.end}{.end}';
function commerceKnown(t: string, data: Record<string, unknown>): boolean {
  if (!t.includes('item-classes')) return false;
  const items = [data.p, ...(data.ps as unknown[] ?? [])];
  return items.some((p) => ours(STATES, { p }) !== theirs(STATES, { p }));
}

function check(t: string, gen: () => Record<string, unknown>, label = t): void {
  reseed(SEED + t.length);
  const mismatches: { t: string; data: unknown; ours: string; theirs: string }[] = [];
  let same = 0;
  let known = 0;
  for (let i = 0; i < CASES; i++) {
    const data = gen();
    const a = ours(t, data);
    const b = theirs(t, data);
    if (a === b) same++;
    else if (commerceKnown(t, data)) known++;
    else mismatches.push({ t, data, ours: a, theirs: b });
  }
  if (process.env.CONTENT_DIFF_DUMP) {
    dump.push(...mismatches.map((m) => JSON.stringify(m)));
    writeFileSync(process.env.CONTENT_DIFF_DUMP, dump.join('\n'));
  }
  console.log(`${label}: ${same} of ${CASES} generated cases identical${known ? ` (${known} known commerce differences)` : ''}`);
  expect(mismatches.slice(0, 2)).toEqual([]);
}
