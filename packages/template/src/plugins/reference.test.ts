/**
 * Black-box comparison with the reference engine (`@squarespace/template-engine`, root devDependency)
 * for the plugin formatters whose output does not need its CLDR locale data.
 */
import { describe, expect, it } from 'vitest';
import * as reference from '@squarespace/template-engine';
import { run } from '../golden.helper.ts';

const compiler = new reference.Compiler();
function referenceOutput(t: string, d: unknown): string {
  const { code } = compiler.parse(t);
  return compiler.execute({ code, json: d }).ctx.render();
}

const ALL = 'a=%a;A=%A;b=%b;h=%h;B=%B;c=%c;C=%C;d=%d;D=%D;e=%e;F=%F;g=%g;G=%G;H=%H;i=%i;I=%I;j=%j;k=%k;l=%l;m=%m;' +
  'M=%M;n=%n;N=%N;p=%p;P=%P;q=%q;r=%r;R=%R;s=%s;S=%S;t=%t;T=%T;u=%u;U=%U;v=%v;V=%V;w=%w;W=%W;x=%x;X=%X;y=%y;Y=%Y;z=%z;%=%%';
const cases: [string, unknown][] = [];
const DIGITAL_STATE = '{.section p}{.on-sale?}S{.or}-{.end}{.sold-out?}O{.or}-{.end}{.varied-prices?}V{.or}-{.end}{.has-variants?}H{.or}-{.end}{.end}|{p|product-status}';
for (const tz of ['UTC', 'America/New_York', 'Europe/Paris', 'Asia/Tokyo', 'Asia/Kolkata', 'Australia/Sydney', 'Bogus/Zone']) {
  for (const t of [0, 1672927629123, 1688400009000, Date.UTC(2021, 11, 26, 12), Date.UTC(2024, 11, 31, 23, 59)]) {
    cases.push([`{t|date ${ALL}}`, { t, website: { timeZone: tz } }]);
  }
}
cases.push(
  ['{i|image-meta}{i|image}{i|image x}{i|image-srcset}{i|image-color}', { i: { id: 'a', assetUrl: 'u', originalSize: '8x6', title: '<"&>', systemDataVariants: '100w,300w', colorData: { centerAverage: 'abc' } } }],
  ['{s|resizedHeightForWidth 400}|{s|resizedWidthForHeight 300}|{s|squarespaceThumbnailForWidth 600}|{s|squarespaceThumbnailForHeight 600}|{s|width}|{s|height}', { s: '1600x1200' }],
  ['{a|capitalize}|{c|color-weight}|{d|color-weight}|{ms|humanizeDuration}|{u|AbsUrl}', { a: 'hello World', c: '#ffffff', d: '#000', ms: 125000, u: 'p/x', 'base-url': 'https://s.com' }],
  ['{i|comment-count}|{j|comment-count}|{k|comment-count}', { i: { publicCommentCount: 0 }, j: { publicCommentCount: 1 }, k: { publicCommentCount: 5 } }],
  ['{e|google-calendar-url}', { e: { title: 'Ev', startDate: 1672927629000, endDate: 1672931229000, location: { addressLine1: '1 Main', addressLine2: 'NYC', addressCountry: 'US' } } }],
  ['{t|activate-twitter-links}', { t: 'hi @bob see http://x.com #tag' }],
  ['{p|product-status}', { p: { id: 'x', structuredContent: { productType: 1, variants: [{ qtyInStock: 0, onSale: true }] } } }],
  ['{p|product-status}', { p: { id: 'x', structuredContent: { productType: 1, variants: [{ qtyInStock: 2, onSale: true }] } } }],
  ['{c|cart-quantity}|{c|cart-subtotal}|{c|cart-url}', { c: { entries: [{ quantity: 2 }, { quantity: 3 }] } }],
  ['{p|from-price}/{p|normal-price}/{p|sale-price}', { p: { structuredContent: { productType: 1, variants: [{ priceMoney: { value: '30' }, onSale: true, salePriceMoney: { value: '20' } }, { priceMoney: { value: '25' } }] } } }],
  // Digital goods: the sale flag is the product's own, not a variant's; never sold out (@plinth/commerce agrees).
  [DIGITAL_STATE, { p: { id: 'd', structuredContent: { productType: 2, onSale: true, variants: [{ onSale: false, qtyInStock: 0 }, { qtyInStock: 0 }] } } }],
  [DIGITAL_STATE, { p: { id: 'd', structuredContent: { productType: 2, onSale: false, variants: [{ onSale: true, qtyInStock: 0 }, { onSale: true }] } } }],
  [DIGITAL_STATE, { p: { id: 'd', structuredContent: { productType: 2 } } }],
  ['{p|product-quick-view g}', { p: { id: 'x' } }],
  ['{w|website-color}', { w: { hue: 10, saturation: 0.5, lightness: 0.5 } }],
);

/** Record-type, promoted-block, background, slice and collection predicates over odd context values. */
const yn = (p: string) => `{.section n}{.${p}}Y{.or}N{.end}{.end}`;
const ODD = [1, '1', ' 2 ', '2.0', '0x2', 1.5, 1.9, true, false, 0, -1, '-1', null, 'x', '', [1], {}, 2, 3, 4, 7, 10, '10', 19];
const predicateCases: [string, string, (v: unknown) => unknown][] = [
  ['record types', ['text?', 'image?', 'link?', 'video?', 'store-item?', 'undefined?'].map(yn).join(''), (v) => ({ n: { recordType: v } })],
  ['background sources', ['undefined', 'upload', 'instagram', 'video', 'none'].map((b) => yn(`background-source-${b}?`)).join(''), (v) => ({ n: { backgroundSource: v } })],
  ['slices', ['heading', 'body', 'logo', 'twitter', 'undefined', 'sub-heading', 'nope'].map((s) => yn(`current-type? ${s}`)).join(''), (v) => ({ n: { currentType: v } })],
  ['collection type', ['collection?', 'collection-page?', 'collection-template-page?'].map(yn).join(''), (v) => ({ n: { collection: { type: v }, type: v } })],
  ['folders', ['folder?', 'index?', 'redirect?', 'clickable?'].map(yn).join(''), (v) => ({ n: { collection: { folder: v, folderBehavior: v }, folderBehavior: v } })],
  ['flags', ['calendar-view?', 'collection?'].map(yn).join(''), (v) => ({ n: { calendarView: v, collection: v } })],
  ['promoted blocks', ['video?', 'image?', 'gallery?', 'promotedVIDEO?', 'promotedMAP?', 'promotedFORM?'].map(yn).join(''), (v) => ({ n: { promotedBlockType: v } })],
];
const PROMOTED_VALUES = ['video', 'VIDEO', 'Video', 'image', 'gallery', 'map', 'form', 'embed', 4];

describe('content predicates decide as the reference engine does', () => {
  it.each(predicateCases)('%s', (_name, t, data) => {
    for (const v of _name === 'promoted blocks' ? PROMOTED_VALUES : ODD) {
      expect(`${JSON.stringify(v)}: ${run(t, data(v)).output}`).toBe(`${JSON.stringify(v)}: ${referenceOutput(t, data(v))}`);
    }
  });
});

describe('same output as the reference engine', () => {
  for (const [t, d] of cases) {
    it(`${t.slice(0, 60)} with ${JSON.stringify(d).slice(0, 80)}`, () => expect(run(t, d).output).toBe(referenceOutput(t, d)));
  }
});
