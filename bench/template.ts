/**
 * `npm run bench -- template`: renders per second of one storefront product-list page (50 products
 * with variants, money, images and a partial per card), side by side in one process, for
 * @plinth/template, the reference `@squarespace/template-engine` (public compile/execute API only),
 * liquidjs on an equivalent template, and a hand-written TypeScript function. Same data for all four;
 * every template is compiled once. See bench/README.md.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CLDRFramework } from '@phensley/cldr';
import * as reference from '@squarespace/template-engine';
import { Liquid } from 'liquidjs';
import { compile, render } from '@plinth/template';
import type { LoadOptions } from './options.ts';
import { table } from './report.ts';

/** The locale packs of `@phensley/cldr`, the reference's CLDR data. */
const CLDR_PACKS = join(createRequire(import.meta.url).resolve('@phensley/cldr/package.json'), '..', 'packs');

/** Budgets of design.md (and of the issue for the hand-written ratio). */
export const TEMPLATE_BUDGET = { vsReference: 3, vsHandWrittenTime: 2 };

/** One contestant's result. */
export interface Contestant {
  name: string;
  rendersPerSecond: number;
  bytes: number;
  /** Output identical to @plinth/template's. */
  sameOutput: boolean;
}

/** Result of the template bench. */
export interface TemplateBenchResult {
  name: 'template';
  products: number;
  seconds: number;
  contestants: Contestant[];
  ratios: { vsReference: number; handWrittenTimeRatio: number; vsLiquid: number };
  budget: typeof TEMPLATE_BUDGET;
  pass: { vsReference: boolean; vsHandWritten: boolean; sameOutput: boolean };
}

// ---------------------------------------------------------------- data

interface Money { value: string; currency: string }
interface Variant {
  sku: string; priceMoney: Money; salePriceMoney: Money; onSale: boolean; price: number; salePrice: number;
  qtyInStock: number; optionValues: { optionName: string; value: string }[];
}
interface Product {
  id: string; recordType: number; title: string; fullUrl: string; assetUrl: string; originalSize: string;
  systemDataVariants: string; addedOn: number; tags: string[]; categories: string[];
  structuredContent: { productType: number; variants: Variant[] };
}
interface Scarcity { scarcityEnabled: boolean; scarcityText: string; scarcityTemplateViews: { qtyInStock: number }[] }

const SIZES = ['S', 'M', 'L'];
const COLORS = ['Oat', 'Ink', 'Moss'];
const TAGS = ['merino', 'crew neck', 'gift <ideas>', 'winter & snow', 'bestseller'];
const CATEGORIES = ['Knitwear', 'Linen & Cotton', 'New in'];
const usd = (cents: number): Money => ({ value: (cents / 100).toFixed(2), currency: 'USD' });

/**
 * The page context: a collection of 50 products with 1-3 variants, some on sale, some sold out,
 * images with their srcset widths, dates, tags, categories, and scarcity text for some.
 */
export function productListContext(count = 50) {
  const items: Product[] = [];
  const productMerchandisingContext: Record<string, Scarcity> = {};
  for (let i = 0; i < count; i++) {
    const variants: Variant[] = [];
    for (let v = 0; v < 1 + (i % 3); v++) {
      const price = 1800 + (i % 7) * 250 + (i % 4 === 0 ? v * 200 : 0);
      const onSale = i % 5 === 0;
      variants.push({
        sku: `SQ-${i}-${v}`, priceMoney: usd(price), salePriceMoney: usd(onSale ? price - 500 : 0), onSale, price,
        salePrice: onSale ? price - 500 : 0, qtyInStock: i % 9 === 0 ? 0 : 3 + v,
        optionValues: [{ optionName: 'Size', value: SIZES[v] }, { optionName: 'Color', value: COLORS[i % 3] }],
      });
    }
    const id = `prod-${i}`;
    items.push({
      id, recordType: 11, title: `Merino Crew ${i} & <Linen>`, fullUrl: `/shop/p/merino-crew-${i}`,
      assetUrl: `https://images.example.com/p/${i}/crew.jpg`, originalSize: '1500x2000',
      systemDataVariants: i % 2 === 0 ? '100w,300w,500w,750w,1000w,1500w' : '100w,300w,500w,750w,1000w,1500w,2500w',
      addedOn: Date.UTC(2026, i % 12, 1 + (i % 28), 15, 30), tags: TAGS.slice(i % 3, (i % 3) + 1 + (i % 4)),
      categories: i % 6 === 5 ? [] : CATEGORIES.slice(i % 2, 2 + (i % 2)),
      structuredContent: { productType: i % 11 === 0 ? 3 : 1, variants },
    });
    if (i % 4 === 1 && i % 9 !== 0) {
      const stock = variants.reduce((n, v) => n + v.qtyInStock, 0);
      productMerchandisingContext[id] = { scarcityEnabled: true, scarcityText: 'Only {0} left & selling fast', scarcityTemplateViews: [{ qtyInStock: stock }] };
    }
  }
  return {
    collection: { title: 'Shop & Sale', fullUrl: '/shop' }, featureFlags: { useCLDRMoneyFormat: true },
    productMerchandisingContext, items,
  };
}
type Context = ReturnType<typeof productListContext>;

// ---------------------------------------------------------------- JSON-T (ours and the reference)

export const JSONT_PAGE = `<main class="product-list">
<h1>{collection.title|html}</h1>
<div class="grid">
{.repeated section items}{@|apply product-card.block}{.end}
</div>
</main>
`;

export const JSONT_CARD = `<article class="product-card{.on-sale?} on-sale{.end}{.sold-out?} sold-out{.end}" data-id="{id}">
<a href="{fullUrl|htmlattr}" class="image"><img {@|image-meta}loading="lazy"{@|image-srcset} sizes="(min-width: 768px) 33vw, 100vw"></a>
<h2><a href="{fullUrl|htmlattr}">{title|html}</a></h2>
{@|product-price}
{@|product-status}{@|product-scarcity}
<ul class="variants">{.repeated section structuredContent.variants}
<li data-sku="{sku}">{@|variant-descriptor}: {priceMoney|money}{.if onSale} <s>{salePriceMoney|money}</s>{.end}</li>{.end}
</ul>
{@|apply product-meta.block}
</article>
`;

export const JSONT_META = `<p class="meta">Added <time datetime="{addedOn|date %Y-%m-%d}">{addedOn|date %B %d, %Y}</time>{.repeated section categories}{.equal? @index 1} in {.end}<a href="/shop?category={@|url-encode}">{@|html}</a>{.alternates with}, {.end}</p>
{.if tags}<ul class="tags">{.repeated section tags}<li>#{@|html}</li>{.end}</ul>{.end}
`;

/** The partials of the JSON-T page, by name. */
export const JSONT_PARTIALS = { 'product-card.block': JSONT_CARD, 'product-meta.block': JSONT_META };

// ---------------------------------------------------------------- Liquid

const LIQUID_PAGE = `<main class="product-list">
<h1>{{ collection.title | escape }}</h1>
<div class="grid">
{% for p in items %}{% render 'product-card', p: p, mc: productMerchandisingContext %}{% endfor %}
</div>
</main>
`;

const LIQUID_CARD = `{%- assign vs = p.structuredContent.variants -%}
{%- assign first = vs.first -%}
{%- assign onSale = false -%}{%- assign inStock = false -%}{%- assign varied = false -%}
{%- assign from = 999999999 -%}{%- assign normal = 0 -%}{%- assign sale = 999999999 -%}
{%- for v in vs -%}
{%- if v.onSale -%}{%- assign onSale = true -%}{%- assign eff = v.salePrice -%}{%- if v.salePrice < sale -%}{%- assign sale = v.salePrice -%}{%- endif -%}{%- else -%}{%- assign eff = v.price -%}{%- endif -%}
{%- if v.qtyInStock > 0 -%}{%- assign inStock = true -%}{%- endif -%}
{%- if eff < from -%}{%- assign from = eff -%}{%- endif -%}
{%- if v.price > normal -%}{%- assign normal = v.price -%}{%- endif -%}
{%- if v.onSale != first.onSale or v.price != first.price -%}{%- assign varied = true -%}{%- elsif first.onSale and v.salePrice != first.salePrice -%}{%- assign varied = true -%}{%- endif -%}
{%- endfor -%}
{%- assign widths = p.systemDataVariants | split: ',' -%}
<article class="product-card{% if onSale %} on-sale{% endif %}{% unless inStock %} sold-out{% endunless %}" data-id="{{ p.id }}">
<a href="{{ p.fullUrl | escape }}" class="image"><img data-src="{{ p.assetUrl }}" data-image="{{ p.assetUrl }}" data-image-dimensions="{{ p.originalSize }}" data-image-focal-point="0.5,0.5" alt="{{ p.title | escape }}" loading="lazy" srcset="{% for w in widths %}{{ p.assetUrl }}?format={{ w }} {{ w }}{% unless forloop.last %},{% endunless %}{% endfor %}{% if widths.last != '2500w' %},{{ p.assetUrl }}?format=original 2500w{% endif %}" sizes="(min-width: 768px) 33vw, 100vw"></a>
<h2><a href="{{ p.fullUrl | escape }}">{{ p.title | escape }}</a></h2>



<div class="product-price">
{% if varied %}from {{ from | cents }}

{% elsif onSale %}<span class="visually-hidden v6-visually-hidden">Sale Price:</span>{{ sale | cents }} <span class="visually-hidden v6-visually-hidden">Original Price:</span><span class="original-price">{{ normal | cents }}</span>

{% else %}{{ normal | cents }}
{% endif %}</div>
{% unless inStock %}<div class="product-mark sold-out">sold out</div>{% else %}{% if onSale %}<div class="product-mark sale">sale</div>{% endif %}{% endunless %}
{%- assign s = mc[p.id] -%}
{%- if s.scarcityEnabled -%}{%- for view in s.scarcityTemplateViews %}
  <div class="product-scarcity">
    {{ s.scarcityText | replace: '{0}', view.qtyInStock | escape }}
  </div>
{% endfor -%}{%- endif %}
<ul class="variants">{% for v in vs %}
<li data-sku="{{ v.sku }}">{{ v.optionValues | map: 'value' | join: ' / ' }}: {{ v.priceMoney | money }}{% if v.onSale %} <s>{{ v.salePriceMoney | money }}</s>{% endif %}</li>{% endfor %}
</ul>
{% render 'product-meta', p: p %}
</article>
`;

const LIQUID_META = `<p class="meta">Added <time datetime="{{ p.addedOn | ymd }}">{{ p.addedOn | longdate }}</time>{% for c in p.categories %}{% if forloop.first %} in {% endif %}<a href="/shop?category={{ c | uri_component }}">{{ c | escape }}</a>{% unless forloop.last %}, {% endunless %}{% endfor %}</p>
{% if p.tags.size > 0 %}<ul class="tags">{% for t in p.tags %}<li>#{{ t | escape }}</li>{% endfor %}</ul>{% endif %}
`;

// ---------------------------------------------------------------- hand-written

const currencyFormats = new Map<string, Intl.NumberFormat>();
/** `$1,234.50`-style text of an amount in major units (formatters cached per currency). */
function currency(amount: number, code: string): string {
  let f = currencyFormats.get(code);
  if (f === undefined) currencyFormats.set(code, (f = new Intl.NumberFormat('en', { style: 'currency', currency: code })));
  return f.format(amount);
}
/** The site's zone: the JSON-T `date` formatter's default (no `website.timeZone` in the context). */
const ZONE = 'America/New_York';
const ymdFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const longFormat = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, year: 'numeric', month: 'long', day: '2-digit' });
/** `2026-03-04` in the site's zone. */
const ymd = (ms: number) => ymdFormat.format(ms);
/** `March 04, 2026` in the site's zone. */
const longDate = (ms: number) => longFormat.format(ms);
const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (s: string) => s.replace(/[&<>]/g, (c) => ESC[c]);
const escapeAttr = (s: string) => s.replace(/[&<>"]/g, (c) => ESC[c]);

function meta(p: Product): string {
  let cats = '';
  for (let k = 0; k < p.categories.length; k++) {
    const c = p.categories[k];
    cats += `${k === 0 ? ' in ' : ', '}<a href="/shop?category=${encodeURIComponent(c)}">${escapeHtml(c)}</a>`;
  }
  const tags = p.tags.length === 0 ? '' : `<ul class="tags">${p.tags.map((t) => `<li>#${escapeHtml(t)}</li>`).join('')}</ul>`;
  return `<p class="meta">Added <time datetime="${ymd(p.addedOn)}">${longDate(p.addedOn)}</time>${cats}</p>\n${tags}\n`;
}

function card(p: Product, mc: Record<string, Scarcity>): string {
  const vs = p.structuredContent.variants;
  const first = vs[0];
  let onSale = false, inStock = false, varied = false, from = Infinity, normal = 0, sale = Infinity;
  for (const v of vs) {
    const eff = v.onSale ? v.salePrice : v.price;
    if (v.onSale) { onSale = true; sale = Math.min(sale, v.salePrice); }
    if (v.qtyInStock > 0) inStock = true;
    from = Math.min(from, eff);
    normal = Math.max(normal, v.price);
    if (v.onSale !== first.onSale || v.price !== first.price || (first.onSale && v.salePrice !== first.salePrice)) varied = true;
  }
  const price = varied ? `from ${currency(from / 100, 'USD')}\n\n`
    : onSale ? `<span class="visually-hidden v6-visually-hidden">Sale Price:</span>${currency(sale / 100, 'USD')} <span class="visually-hidden v6-visually-hidden">Original Price:</span><span class="original-price">${currency(normal / 100, 'USD')}</span>\n\n`
    : `${currency(normal / 100, 'USD')}\n`;
  const status = !inStock ? '<div class="product-mark sold-out">sold out</div>' : onSale ? '<div class="product-mark sale">sale</div>' : '';
  let scarcity = '';
  const s = mc[p.id];
  if (s?.scarcityEnabled) {
    for (const view of s.scarcityTemplateViews) {
      scarcity += `\n  <div class="product-scarcity">\n    ${escapeAttr(s.scarcityText.replace('{0}', String(view.qtyInStock)))}\n  </div>\n`;
    }
  }
  const widths = p.systemDataVariants.split(',');
  let srcset = widths.map((w) => `${p.assetUrl}?format=${w} ${w}`).join(',');
  if (widths[widths.length - 1] !== '2500w') srcset += `,${p.assetUrl}?format=original 2500w`;
  let variants = '';
  for (const v of vs) {
    variants += `\n<li data-sku="${v.sku}">${v.optionValues.map((o) => o.value).join(' / ')}: ${currency(Number(v.priceMoney.value), v.priceMoney.currency)}` +
      (v.onSale ? ` <s>${currency(Number(v.salePriceMoney.value), v.salePriceMoney.currency)}</s>` : '') + '</li>';
  }
  const url = escapeAttr(p.fullUrl);
  return `<article class="product-card${onSale ? ' on-sale' : ''}${inStock ? '' : ' sold-out'}" data-id="${p.id}">
<a href="${url}" class="image"><img data-src="${p.assetUrl}" data-image="${p.assetUrl}" data-image-dimensions="${p.originalSize}" data-image-focal-point="0.5,0.5" alt="${escapeAttr(p.title)}" loading="lazy" srcset="${srcset}" sizes="(min-width: 768px) 33vw, 100vw"></a>
<h2><a href="${url}">${escapeHtml(p.title)}</a></h2>



<div class="product-price">
${price}</div>
${status}${scarcity}
<ul class="variants">${variants}
</ul>
${meta(p)}
</article>
`;
}

/** The product-list page built by hand: the same HTML as the templates. */
export function handWrittenPage(ctx: Context): string {
  let cards = '';
  for (const p of ctx.items) cards += card(p, ctx.productMerchandisingContext);
  return `<main class="product-list">\n<h1>${escapeHtml(ctx.collection.title)}</h1>\n<div class="grid">\n${cards}\n</div>\n</main>\n`;
}

// ---------------------------------------------------------------- measuring

/** The four renderers (ours first), each a closure over its compiled template and the shared context. */
export function contestants(ctx: Context): { name: string; run: () => string }[] {
  const partials = JSONT_PARTIALS;
  const ours = compile(JSONT_PAGE);
  if (ours.errors.length) throw new Error(`@plinth/template: ${ours.errors.map((e) => e.message).join('; ')}`);
  const options = { partials };

  // The reference prints money (`money`, `product-price`) only with its CLDR locale data.
  const cldr = new CLDRFramework({ loader: (lang: string) => JSON.parse(readFileSync(join(CLDR_PACKS, `${lang}.json`), 'utf8')) }).get('en');
  const compiler = new reference.Compiler();
  const { code } = compiler.parse(JSONT_PAGE);
  const referenceRun = () => compiler.execute({ code, json: ctx, partials, cldr });
  const referenceErrors = referenceRun().errors;
  if (referenceErrors.length) throw new Error(`reference: ${referenceErrors.map((e: { message: string }) => e.message).join('; ')}`);

  const liquid = new Liquid({ templates: { 'product-card': LIQUID_CARD, 'product-meta': LIQUID_META }, cache: true, strictFilters: true });
  liquid.registerFilter('cents', (n: number) => currency(n / 100, 'USD'));
  liquid.registerFilter('money', (m: Money) => currency(Number(m.value), m.currency));
  liquid.registerFilter('uri_component', encodeURIComponent);
  liquid.registerFilter('ymd', ymd);
  liquid.registerFilter('longdate', longDate);
  const liquidPage = liquid.parse(LIQUID_PAGE);

  return [
    { name: '@plinth/template', run: () => render(ours.template, ctx, options).output },
    { name: '@squarespace/template-engine 2.10.10', run: () => referenceRun().ctx.render() },
    { name: 'liquidjs 10.30.1', run: () => liquid.renderSync(liquidPage, ctx) as string },
    { name: 'hand-written TypeScript', run: () => handWrittenPage(ctx) },
  ];
}

/** Runs `fn` for about `ms` milliseconds; returns the number of calls and the time they took. */
function timeFor(fn: () => string, ms: number): { count: number; elapsed: number } {
  let count = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 10; i++) fn();
    count += 10;
    now = performance.now();
  }
  return { count, elapsed: now - start };
}

/**
 * Warms every renderer up, then measures them in interleaved rounds (order rotated each round) so
 * that machine noise falls on all four alike.
 * @param options `duration` (seconds of measurement per renderer) and `warmup` (seconds per renderer)
 */
export async function benchTemplate(options: Pick<LoadOptions, 'duration' | 'warmup'>, log: (line: string) => void): Promise<TemplateBenchResult> {
  const ctx = productListContext();
  const list = contestants(ctx);
  const expected = list[0].run();
  const outputs = list.map((c) => c.run());
  for (const c of list) timeFor(c.run, options.warmup * 1000);
  const rounds = 10;
  const totals = list.map(() => ({ count: 0, elapsed: 0 }));
  for (let r = 0; r < rounds; r++) {
    log(`template: round ${r + 1}/${rounds}`);
    for (let k = 0; k < list.length; k++) {
      const i = (k + r) % list.length;
      const t = timeFor(list[i].run, (options.duration * 1000) / rounds);
      totals[i].count += t.count;
      totals[i].elapsed += t.elapsed;
    }
  }
  const result = list.map((c, i): Contestant => ({
    name: c.name,
    rendersPerSecond: (totals[i].count * 1000) / totals[i].elapsed,
    bytes: Buffer.byteLength(outputs[i]),
    sameOutput: outputs[i] === expected,
  }));
  const [ours, ref, liquid, hand] = result.map((c) => c.rendersPerSecond);
  const ratios = { vsReference: ours / ref, handWrittenTimeRatio: hand / ours, vsLiquid: ours / liquid };
  return {
    name: 'template',
    products: ctx.items.length,
    seconds: options.duration,
    contestants: result,
    ratios,
    budget: TEMPLATE_BUDGET,
    pass: {
      vsReference: ratios.vsReference >= TEMPLATE_BUDGET.vsReference,
      vsHandWritten: ratios.handWrittenTimeRatio <= TEMPLATE_BUDGET.vsHandWrittenTime,
      sameOutput: result.every((c) => c.sameOutput),
    },
  };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** The result as a table: renders/s per renderer, then the budgets. */
export function templateTable(r: TemplateBenchResult): string {
  const rows = [['renderer', 'renders/s', 'ms/render', 'output', 'same HTML as ours']];
  for (const c of r.contestants) {
    rows.push([c.name, fmt(c.rendersPerSecond), (1000 / c.rendersPerSecond).toFixed(3), `${fmt(c.bytes)} B`, c.sameOutput ? 'yes' : 'no']);
  }
  const ok = (b: boolean) => (b ? 'ok' : '**missed**');
  return `${table(rows)}\n` +
    `ours / reference: ${r.ratios.vsReference.toFixed(2)}× (budget ≥ ${r.budget.vsReference}×: ${ok(r.pass.vsReference)}); ` +
    `ours / liquidjs: ${r.ratios.vsLiquid.toFixed(2)}×; ` +
    `our time / hand-written time: ${r.ratios.handWrittenTimeRatio.toFixed(2)}× (budget ≤ ${r.budget.vsHandWrittenTime}×: ${ok(r.pass.vsHandWritten)})`;
}
