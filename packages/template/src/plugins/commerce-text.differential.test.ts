/**
 * Differential test of the commerce text formatters `product-scarcity`, `bookkeeper-money-format`,
 * `percentage-format`, `cart-quantity` and `product-quick-view`: contexts generated in the hosted
 * builder's shape (jsont.md §10: products with `id`, `qtyInStock` and variants;
 * `productMerchandisingContext.<id>` with `scarcityEnabled`, `scarcityText`, `scarcityTemplateViews`,
 * `scarcityShownByDefault`; amounts in minor units and percentages as numbers and as text; cart
 * entries' quantities; quick-view texts; odd values included), rendered by this engine and by the reference (`@squarespace/template-engine`, black
 * box, with `@phensley/cldr` for the locale) over several locales. Output and errors must be
 * identical.
 *
 * Deterministic (fixed seed; `DIFF_SEED=n` picks another). `COMMERCE_TEXT_DIFF_CASES=n` changes the case count per formatter,
 * `COMMERCE_TEXT_DIFF_DUMP=file` writes the mismatches as JSON lines.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as reference from '@squarespace/template-engine';
import { CLDRFramework } from '@phensley/cldr';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine.ts';
import { seededRandom, testSeed } from '../test-support/seeded-random.ts';

const CASES = Number(process.env.COMMERCE_TEXT_DIFF_CASES ?? 600);

const SEED = testSeed(0x5ca4c17);
const { int, pick, chance, reseed } = seededRandom(SEED);

const LOCALES = ['en', 'en', 'en-GB', 'de', 'fr', 'es', 'it', 'pt-BR', 'nl', 'sv', 'pl', 'ru', 'ar', 'ja', 'zh', 'ko', 'en-CA', 'fr-CA', 'de-CH', 'en-IN'];

/** Numbers and numeric text of every sign and size, and values that are not numbers. */
const NUMBERS: unknown[] = [
  0, 1, 5, 12, 99, 100, 150, 999, 1000, 1999, 123456, 1e6, 123456789, 1e15, 1e21, -1, -5, -150, -123456,
  0.5, 1.5, 2.5, -0.5, -1.5, 12.3456, 12.345, 12.3455, 1.005, 0.125, 0.135, 0.0005, 0.0015, 1e-7, 123456.789,
  '0', '1', '150', '123456', '12.5', '-12.5', '1.005', '1e3', '1E3', '+5', '.5', '5.', '00012', '-0', '1e-3', '99.999',
];
const ODD: unknown[] = ['x', '', ' 5 ', '5 ', '0x10', '1,000', '1_000', '5abc', 'NaN', 'Infinity', '-Infinity', null, true, false, [], [1], {}, { a: 1 }];

const QUANTITIES: unknown[] = [0, 1, 2, 3, 5, 12, 100, 2000, 1.5, -2, '1', '1.0', '3', '', ' 2 ', 'abc', '<b>', null, true, { a: 1 }, [1, 2]];
const TEXTS: unknown[] = [
  'Only {0} left in stock', 'Only {quantity} left!', '{0, plural, one {# left} other {# left!}}', '{0 plural one {# item} other {# items}}',
  '{0} {0, plural, =3 {three} other {#}}', '{0, select, 3 {three} other {other}}', '{0, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  "it''s {0} x", "'{0}' {0}", '<b>{0}</b> & "co"', 'x {0, number} y', '', 5, true, null, { a: 1 }, [1],
];
// Not generated: message texts the `message` formatter itself does not print as the reference yet
// (a quote before a letter starts a quoted run there, not in ICU; unbalanced braces print as text).
const VIEWS: unknown[] = [
  ['ProductItem'], ['ProductItem', 'ProductList'], ['products.item'], [], 'ProductItem', { a: 1 }, ['a', 'b', 'c'],
  [{ scarcityText: 'Own {0}' }, 3, null, { qtyInStock: 4 }, [1]], [{ scarcityText: null }, { qtyInStock: null }, { qtyInStock: 0 }],
];
const ENABLED: unknown[] = [true, true, true, true, 'true', 1, 2, -1, false, 'false', 0, 0.5, 1.5, 'yes', '1', null, {}, 1e21, 1e20];
const IDS: unknown[] = ['p1', 'p1', 'p1', 5, 0, true, '', null, undefined, { a: 1 }];

function merchandising(): Record<string, unknown> {
  const m: Record<string, unknown> = {};
  if (chance(0.95)) m.scarcityEnabled = pick(ENABLED);
  if (chance(0.9)) m.scarcityTemplateViews = pick(VIEWS);
  if (chance(0.85)) m.scarcityText = pick(TEXTS);
  if (chance(0.5)) m.scarcityShownByDefault = chance(0.5);
  if (chance(0.1)) m.qtyInStock = pick(QUANTITIES);
  return m;
}

function scarcityContext(): { data: Record<string, unknown>; template: string } {
  const id = pick(IDS);
  const p: Record<string, unknown> = {
    recordType: 11,
    structuredContent: {
      productType: pick([1, 1, 2, 3, 4]),
      variants: Array.from({ length: int(3) }, () => ({ qtyInStock: pick([0, 1, 3, 20]), unlimited: chance(0.2) })),
    },
  };
  if (id !== undefined) p.id = id;
  if (chance(0.7)) p.qtyInStock = pick(QUANTITIES);
  const key = id === null || typeof id === 'object' || id === undefined ? '' : String(id);
  const all: Record<string, unknown> = { [key]: merchandising() };
  if (chance(0.2)) all.other = merchandising();
  const data: Record<string, unknown> = {};
  const value: unknown = chance(0.9) ? p : pick([5, 'abc', '<b>', true, null, [1], [{ id: 'p1' }], {}]);
  // Where the merchandising context sits: the root (the hosted builder's), a section, the product.
  const where = int(10);
  if (where === 0 && typeof value === 'object' && value !== null && !Array.isArray(value)) (value as Record<string, unknown>).productMerchandisingContext = all;
  else if (where === 1) data.s = { productMerchandisingContext: all };
  else data.productMerchandisingContext = all;
  if (chance(0.2)) data.qtyInStock = pick(QUANTITIES);
  if (chance(0.1)) data.scarcityText = 'root {0}';
  if (chance(0.1)) data.localizedStrings = { productScarcityText: 'LS {0}' };
  data.p = value;
  const template = pick([
    '{p|product-scarcity}', '{p|product-scarcity}', '{p|product-scarcity ProductItem}', '{.section s}{p|product-scarcity}{.end}',
    '{.section p}{@|product-scarcity}{.end}', 'a{p|product-scarcity}|{p|product-scarcity}b', '{p.id|product-scarcity}',
  ]);
  return { data, template: template.includes('.section s') && data.s === undefined ? '{p|product-scarcity}' : template };
}

function numberContext(name: string): { data: Record<string, unknown>; template: string } {
  const n = chance(0.85) ? pick(NUMBERS) : pick(ODD);
  const data: Record<string, unknown> = chance(0.05) ? {} : { n };
  const args = name === 'percentage-format' ? pick(['', '', ' trim', ' trim', ' x trim', ' TRIM', ' foo']) : pick(['', '', '', ' EUR']);
  return { data, template: `{n|${name}${args}}` };
}

const QUANTITY: unknown[] = [1, 2, 3, 0, -1, 1.5, 1e21, '3', ' 3 ', '1.5', '3x', '0x10', '1e3', 'x', '', 'true', null, true, false, [2], { a: 1 }];

function cartContext(): { data: Record<string, unknown>; template: string } {
  const entries = chance(0.9)
    ? Array.from({ length: int(4) }, () => (chance(0.9) ? (chance(0.9) ? { quantity: pick(QUANTITY) } : {}) : pick([5, 'x', null])))
    : pick([undefined, null, 5, 'x', {}]);
  const cart = chance(0.95) ? { entries } : pick([null, 5, 'x', []]);
  return { data: { cart }, template: pick(['{cart|cart-quantity}', '{cart|cart-quantity x}']) };
}

/** Ids and groups hold no `& < > "` (escaped as attributes here, printed raw there: README). */
function quickViewContext(): { data: Record<string, unknown>; template: string } {
  const p = chance(0.9) ? { id: pick(['p1', 'abc123', 5, 1.5, true, null, ['a'], { a: 1 }, '']) } : pick([null, 'x', 5, []]);
  const data: Record<string, unknown> = { p };
  const text = pick([undefined, undefined, 'Peek', 'Aperçu <b>&</b>', '', ' ', null, 0, 5, true, false, [1, 2], { a: 1 }]);
  if (text !== undefined || chance(0.1)) data.localizedStrings = chance(0.9) ? { productQuickViewText: text } : 'str';
  const template = pick(['{p|product-quick-view}', '{p|product-quick-view g1}', '{p|product-quick-view a b}', '{p|product-quick-view }', '{p|product-quick-view,grid}']);
  return { data, template };
}

const require = createRequire(import.meta.url);
const packs = join(require.resolve('@phensley/cldr/package.json'), '..', 'packs');
const framework = new CLDRFramework({ loader: (lang: string) => JSON.parse(readFileSync(join(packs, `${lang}.json`), 'utf8')) });
const cldrs = new Map<string, ReturnType<typeof framework.get>>();
const cldrOf = (locale: string) => {
  if (!cldrs.has(locale)) cldrs.set(locale, framework.get(locale));
  return cldrs.get(locale)!;
};
const compiler = new reference.Compiler();
const engine = createEngine();

function ours(t: string, data: unknown, locale: string): string {
  const r = engine.render(engine.compile(t).template, data, { locale });
  return r.output + r.errors.map((e) => `\n!${e.message}`).join('');
}
function theirs(t: string, data: unknown, locale: string): string {
  const { code } = compiler.parse(t);
  const r = compiler.execute({ code, json: data, cldr: cldrOf(locale) });
  return r.ctx.render() + r.errors.map((e: { message: string }) => `\n!${e.message}`).join('');
}

const CLASSES: Record<string, () => { data: Record<string, unknown>; template: string }> = {
  'product-scarcity': scarcityContext,
  'bookkeeper-money-format': () => numberContext('bookkeeper-money-format'),
  'percentage-format': () => numberContext('percentage-format'),
  'cart-quantity': cartContext,
  'product-quick-view': quickViewContext,
};

describe('commerce text formatters: same output as the reference engine on generated contexts', () => {
  it.each(Object.keys(CLASSES))('%s', (name) => {
    reseed(SEED);
    const mismatches: { template: string; data: unknown; locale: string; ours: string; theirs: string }[] = [];
    let same = 0;
    for (let i = 0; i < CASES; i++) {
      const { data, template } = CLASSES[name]!();
      const locale = pick(LOCALES);
      const a = ours(template, data, locale);
      const b = theirs(template, data, locale);
      if (a === b) same++;
      else mismatches.push({ template, data, locale, ours: a, theirs: b });
    }
    if (process.env.COMMERCE_TEXT_DIFF_DUMP) writeFileSync(`${process.env.COMMERCE_TEXT_DIFF_DUMP}.${name}`, mismatches.map((m) => JSON.stringify(m)).join('\n'));
    console.log(`${name}: ${same} of ${CASES} generated cases identical`);
    expect(mismatches.slice(0, 3)).toEqual([]);
  });
});
