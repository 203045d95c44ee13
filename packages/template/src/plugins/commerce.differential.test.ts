/**
 * Differential test of the commerce formatters: products generated in the hosted builder's shape
 * (jsont.md §10: `structuredContent` with variants, `priceMoney`/`salePriceMoney`, `onSale`,
 * legacy `price`/`salePrice`, `pricingOptions`, `isSubscribable`, `subscriptionPlan` with billing
 * periods; digital goods' own prices), rendered by this engine and by the reference
 * (`@squarespace/template-engine`, black box, with `@phensley/cldr` for CLDR money text). Output
 * and errors must be identical. Shapes outside these (README "Known differences") are not generated.
 *
 * Deterministic (fixed seed; `DIFF_SEED=n` picks another). `COMMERCE_DIFF_CASES=n` changes the case count per formatter,
 * `COMMERCE_DIFF_DUMP=file` appends the mismatches as JSON lines.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as reference from '@squarespace/template-engine';
import { CLDRFramework } from '@phensley/cldr';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine.ts';
import { seededRandom, testSeed } from '../test-support/seeded-random.ts';

const CASES = Number(process.env.COMMERCE_DIFF_CASES ?? 600);

const { int, pick, chance } = seededRandom(testSeed(0xc0ffee));

const AMOUNTS: readonly (string | number)[] = [
  '25.00', '30', '19.99', '0', '1234.5', '1.005', '0.5', '2.675', '1000000', '-3.255', '.5', '+7', '1e2', 12, 3.255, 0.1, 99.999,
];
const CURRENCIES = ['USD', 'USD', 'EUR', 'GBP', 'JPY', undefined];
let amounts = AMOUNTS;
const money = (amount = pick(amounts)) => ({ value: amount, currency: pick(CURRENCIES) });
const cents = (amount: string | number) => Math.round(Number(amount) * 100);

/** A variant; `base` repeats a price so that several variants often share one (not varied). */
function variant(base: string | number, subscription: boolean): Record<string, unknown> {
  const price = chance(0.6) ? base : pick(amounts);
  const sale = pick(amounts);
  const onSale = chance(0.3);
  const v: Record<string, unknown> = {
    priceMoney: money(price), salePriceMoney: money(sale), price: cents(price), salePrice: cents(sale),
    qtyInStock: pick([0, 1, 5, 20]), unlimited: chance(0.2),
  };
  v.onSale = onSale;
  if (subscription || chance(0.2)) {
    v.pricingOptions = chance(0.15) ? [] : Array.from({ length: 1 + int(2) }, () => {
      const o: Record<string, unknown> = { priceMoney: money(), salePriceMoney: money() };
      if (chance(0.8)) o.onSale = chance(0.3);
      return o;
    });
  }
  return v;
}

const UNITS = ['WEEK', 'MONTH', 'YEAR'];
const CYCLES = [0, 0, 1, 2, 3, 4, 6, 12, 13, 24, 26, 52, 104, '12', undefined];

function plan(): Record<string, unknown> | undefined {
  if (chance(0.08)) return undefined;
  if (chance(0.05)) return { numBillingCycles: 3 };
  const p: Record<string, unknown> = { billingPeriod: { value: pick([1, 1, 2, 3]), unit: pick(UNITS) } };
  const n = pick(CYCLES);
  if (n !== undefined) p.numBillingCycles = n;
  return p;
}

function product(): Record<string, unknown> {
  const productType = pick([1, 1, 1, 2, 3, 4, 9, undefined]);
  const subscription = chance(0.5);
  const base = pick(amounts);
  const sc: Record<string, unknown> = { variants: Array.from({ length: int(4) }, () => variant(base, subscription)) };
  if (productType !== undefined) sc.productType = productType;
  if (subscription) {
    sc.isSubscribable = pick([true, true, true, 'true', 1, false, 'false', 0]);
    sc.subscriptionPlan = plan();
  }
  if (productType === 2 || chance(0.1)) {
    sc.priceMoney = money();
    sc.salePriceMoney = money();
    sc.onSale = chance(0.4);
  }
  return { id: pick(['p1', 'p2']), recordType: 11, structuredContent: sc };
}

function context(): Record<string, unknown> {
  const cldrMoney = chance(0.35);
  // CLDR money text rounds the amount's own decimals half-even (1.005 → 1.00); we round to cents
  // half-up first (README): amounts with a third decimal are generated for native text only.
  amounts = cldrMoney ? AMOUNTS.filter((a) => !/\.\d{3}/.test(String(a))) : AMOUNTS;
  const c: Record<string, unknown> = { p: product() };
  if (cldrMoney) c.featureFlags = { useCLDRMoneyFormat: true };
  else if (chance(0.3)) c.featureFlags = { useCLDRMoneyFormat: false };
  if (chance(0.15)) c.localizedStrings = { productPriceFromText: pick(['ab {fromPrice}', 'Dès {fromPrice} <&>', '{fromPrice}+']) };
  return c;
}

const require = createRequire(import.meta.url);
const packs = join(require.resolve('@phensley/cldr/package.json'), '..', 'packs');
const cldr = new CLDRFramework({ loader: (lang: string) => JSON.parse(readFileSync(join(packs, `${lang}.json`), 'utf8')) }).get('en');
const compiler = new reference.Compiler();
const engine = createEngine();

function ours(t: string, data: unknown): string {
  const r = engine.render(engine.compile(t).template, data, { locale: 'en' });
  return r.output + r.errors.map((e) => `\n!${e.message}`).join('');
}
function theirs(t: string, data: unknown): string {
  const { code } = compiler.parse(t);
  const r = compiler.execute({ code, json: data, cldr });
  return r.ctx.render() + r.errors.map((e: { message: string }) => `\n!${e.message}`).join('');
}

/**
 * Not yet aligned (README "Known differences"): gift cards on sale, zero prices among varied ones,
 * `subscription-price` over several variants.
 */
function known(t: string, data: Record<string, unknown>): boolean {
  const sc = (data.p as { structuredContent: Record<string, unknown> }).structuredContent;
  const variants = sc.variants as Record<string, unknown>[];
  if (t.includes('subscription-price') && variants.length > 1) return true;
  if (sc.productType === 4 && variants.some((v) => v.onSale === true)) return true;
  return variants.length > 1 && variants.some((v) => Number((v.priceMoney as { value: unknown }).value) === 0 || (v.onSale === true && Number((v.salePriceMoney as { value: unknown }).value) === 0));
}

describe('commerce formatters: same output as the reference engine on generated products', () => {
  it.each(['{p|product-price}', '{p|subscription-price}'])('%s', (t) => {
    const mismatches: { data: unknown; ours: string; theirs: string }[] = [];
    let same = 0;
    for (let i = 0; i < CASES; i++) {
      const data = context();
      const a = ours(t, data);
      const b = theirs(t, data);
      if (a === b) same++;
      else if (!known(t, data)) mismatches.push({ data, ours: a, theirs: b });
    }
    if (process.env.COMMERCE_DIFF_DUMP) appendFileSync(process.env.COMMERCE_DIFF_DUMP, mismatches.map((m) => `${JSON.stringify({ t, ...m })}\n`).join(''));
    console.log(`${t}: ${same} of ${CASES} generated cases identical`);
    expect(mismatches.slice(0, 3)).toEqual([]);
  });
});
