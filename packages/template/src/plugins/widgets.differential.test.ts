/**
 * Differential test of the purchase widgets (`add-to-cart-btn`, `variants-select`,
 * `quantity-input`, `product-checkout`, `product-restock-notification`): generated products (types
 * as numbers and text, variants with and without options and stock, subscriptions, custom labels,
 * additional-fields forms, restock settings, site texts) rendered by this engine and by the reference
 * (`@squarespace/template-engine`, black box, `en` CLDR data and `.eval` on, as the hosted builder renders them).
 * Outputs must be byte-identical; where a value holds `& < > "` they may differ only by escaping
 * (values the reference prints raw into attributes are escaped here: README "Known differences").
 *
 * Deterministic (fixed seed; `DIFF_SEED=n` picks another). `WIDGETS_DIFF_CASES=n` changes the count.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as reference from '@squarespace/template-engine';
import { CLDRFramework } from '@phensley/cldr';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine.ts';
import { seededRandom, testSeed } from '../test-support/seeded-random.ts';

const CASES = Number(process.env.WIDGETS_DIFF_CASES ?? 600);
const { pick, chance } = seededRandom(testSeed(0x3d6e7));

const PLAIN: unknown[] = ['a', 'B b', '1', 2, true, 0, '', null];
const UNSAFE: unknown[] = ['x&y', 'q"<', '<b>'];
const value = (unsafe: boolean): unknown => pick(unsafe && chance(0.3) ? UNSAFE : PLAIN);

function context(unsafe: boolean): Record<string, unknown> {
  const names = ['Size', 'Color', unsafe ? 'a&b' : 'ab'];
  const variants: Record<string, unknown>[] = [];
  for (let i = pick([0, 1, 2, 3]); i > 0; i--) {
    const attributes: Record<string, unknown> = {};
    for (const n of names) if (chance(0.8)) attributes[n] = pick(['S', 'M', 'L', 1, 'x y', ...(unsafe ? ['"q"'] : [])]);
    const v: Record<string, unknown> = { attributes };
    if (chance(0.8)) v.qtyInStock = pick([0, 1, 2, 5, '3', -1, '2x']);
    if (chance(0.2)) v.unlimited = pick([true, false, 'false']);
    variants.push(v);
  }
  const sc: Record<string, unknown> = { variants };
  if (chance(0.9)) sc.productType = pick([1, 2, 3, 4, '1', '3', -1, 5]);
  if (chance(0.8)) sc.variantOptionOrdering = pick([['Size'], ['Size', 'Color'], [], [names[2], 'Nope']]);
  if (chance(0.4)) sc.isSubscribable = pick([true, false, 'true', 'false', 1, 0]);
  if (chance(0.3)) sc.subscriptionPlan = { billingPeriod: { unit: 'MONTH', value: 2 } };
  if (chance(0.3)) sc.productSubscriptionOptions = pick([[], [{ id: 'o1' }], [{}]]);
  if (chance(0.3)) sc.useCustomAddButtonText = value(unsafe);
  if (chance(0.3)) sc.customAddButtonText = value(unsafe);
  if (chance(0.3)) sc.additionalFieldsFormId = value(unsafe);
  if (chance(0.3)) sc.additionalFieldsForm = pick<unknown>([{ name: 'F', fields: [] }, {}, 'x', null]);
  const item: Record<string, unknown> = { id: pick(['p1', 'p2']), structuredContent: sc };
  if (chance(0.8)) item.collectionId = 'c1';
  const ctx: Record<string, unknown> = { item };
  if (chance(0.4)) {
    const keys = ['productAddToCartText', 'productSubscribeText', 'productVariantSelectText', 'giftCardValueDisplayText',
      'giftCardVariantSelectText', 'productQuantityInputLabel'];
    ctx.localizedStrings = Object.fromEntries(keys.filter(() => chance(0.5)).map((k) => [k, pick(['T', 'Pick {variantName}!', 'Z'])]));
  }
  if (chance(0.3)) ctx.websiteSettings = { storeSettings: { multipleQuantityAllowedForServices: pick([true, false, 'false', 0, null]) } };
  if (chance(0.3)) ctx.website = { captchaSettings: { siteKey: pick(['', 'K']) } };
  if (chance(0.6)) {
    ctx.productMerchandisingContext = {
      p1: {
        mailingListSignUpEnabled: value(unsafe), mailingListOptInByDefault: value(unsafe),
        restockNotificationMessages: chance(0.5) ? { buttonText: 'B', CTAText: 'C', placeholderText: 'P', mailingListDescription: value(unsafe) } : undefined,
        restockNotificationViews: pick<unknown>([[], [{ variantId: 1, hiddenByDefault: value(unsafe) }], [{ variantId: 'v2' }, 5], {}]),
      },
    };
  }
  return ctx;
}

const WIDGETS = ['add-to-cart-btn', 'variants-select', 'quantity-input', 'product-checkout', 'product-restock-notification'];
const compiler = new reference.Compiler();
const packs = join(createRequire(import.meta.url).resolve('@phensley/cldr/package.json'), '..', 'packs');
const cldr = new CLDRFramework({ loader: (lang: string) => readFileSync(join(packs, `${lang}.json`), 'utf8') }).get('en');
const engine = createEngine();
const unescape = (s: string): string => s.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

describe('purchase widgets: the reference engine\'s markup on generated products', () => {
  for (const name of WIDGETS) {
    it(name, () => {
      const template = `{item|${name}}`;
      const code = compiler.parse(template).code;
      const compiled = engine.compile(template).template;
      let same = 0;
      for (let i = 0; i < CASES; i++) {
        const unsafe = i % 2 === 1;
        const json = context(unsafe);
        const theirs = compiler.execute({ code, json: structuredClone(json), cldr, enableExpr: true, enableInclude: true }).ctx.render();
        const ours = engine.render(compiled, structuredClone(json)).output;
        if (unsafe) expect(unescape(ours), JSON.stringify(json)).toBe(unescape(theirs));
        else expect(ours, JSON.stringify(json)).toBe(theirs);
        if (ours === theirs) same++;
      }
      expect(same).toBeGreaterThan(CASES / 2);
    });
  }
});
