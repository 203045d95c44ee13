/**
 * `npm run bench -- template`: renders per second of one storefront product-list page (50 products
 * with variants, money, images and a partial per card), side by side in one process, for
 * @plinth/template, the reference `@squarespace/template-engine` (public compile/execute API only),
 * liquidjs on an equivalent template, and a hand-written TypeScript function. Same data for all four;
 * every template is compiled once. See bench/README.md.
 */
import * as reference from '@squarespace/template-engine';
import { Liquid } from 'liquidjs';
import { compile, render } from '@plinth/template';
import type { LoadOptions } from './options.ts';
import { table } from './report.ts';

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
  structuredContent: { productType: number; variants: Variant[] };
}

const SIZES = ['S', 'M', 'L'];
const COLORS = ['Oat', 'Ink', 'Moss'];
const usd = (cents: number): Money => ({ value: (cents / 100).toFixed(2), currency: 'USD' });

/** The page context: a collection of 50 products with 1-3 variants, some on sale, some sold out. */
export function productListContext(count = 50) {
  const items: Product[] = [];
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
    items.push({
      id: `prod-${i}`, recordType: 11, title: `Merino Crew ${i} & <Linen>`, fullUrl: `/shop/p/merino-crew-${i}`,
      assetUrl: `https://images.example.com/p/${i}/crew.jpg`, originalSize: '1500x2000',
      structuredContent: { productType: i % 11 === 0 ? 3 : 1, variants },
    });
  }
  return { collection: { title: 'Shop & Sale', fullUrl: '/shop' }, featureFlags: { useCLDRMoneyFormat: true }, items };
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
<a href="{fullUrl|htmlattr}" class="image"><img {@|image-meta}loading="lazy"></a>
<h2><a href="{fullUrl|htmlattr}">{title|html}</a></h2>
{@|product-price}
{@|product-status}
<ul class="variants">{.repeated section structuredContent.variants}
<li data-sku="{sku}">{@|variant-descriptor}: {priceMoney|money}{.if onSale} <s>{salePriceMoney|money}</s>{.end}</li>{.end}
</ul>
</article>
`;

// ---------------------------------------------------------------- Liquid

const LIQUID_PAGE = `<main class="product-list">
<h1>{{ collection.title | escape }}</h1>
<div class="grid">
{% for p in items %}{% render 'product-card', p: p %}{% endfor %}
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
<article class="product-card{% if onSale %} on-sale{% endif %}{% unless inStock %} sold-out{% endunless %}" data-id="{{ p.id }}">
<a href="{{ p.fullUrl | escape }}" class="image"><img data-src="{{ p.assetUrl }}" data-image="{{ p.assetUrl }}" data-image-dimensions="{{ p.originalSize }}" data-image-focal-point="0.5,0.5" alt="{{ p.title | escape }}" loading="lazy"></a>
<h2><a href="{{ p.fullUrl | escape }}">{{ p.title | escape }}</a></h2>
<div class="product-price">{% if varied %}from {{ from | cents }}{% elsif onSale %}<span class="visually-hidden">Sale Price:</span> {{ sale | cents }} <span class="visually-hidden">Original Price:</span> <del class="original-price">{{ normal | cents }}</del>{% else %}{{ normal | cents }}{% endif %}</div>
{% unless inStock %}<div class="product-mark sold-out">sold out</div>{% else %}{% if onSale %}<div class="product-mark sale">sale</div>{% endif %}{% endunless %}
<ul class="variants">{% for v in vs %}
<li data-sku="{{ v.sku }}">{{ v.optionValues | map: 'value' | join: ' / ' }}: {{ v.priceMoney | money }}{% if v.onSale %} <s>{{ v.salePriceMoney | money }}</s>{% endif %}</li>{% endfor %}
</ul>
</article>
`;

// ---------------------------------------------------------------- hand-written

const currencyFormats = new Map<string, Intl.NumberFormat>();
/** `$1,234.50`-style text of an amount in major units (formatters cached per currency). */
function currency(amount: number, code: string): string {
  let f = currencyFormats.get(code);
  if (f === undefined) currencyFormats.set(code, (f = new Intl.NumberFormat('en', { style: 'currency', currency: code })));
  return f.format(amount);
}
const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (s: string) => s.replace(/[&<>]/g, (c) => ESC[c]);
const escapeAttr = (s: string) => s.replace(/[&<>"]/g, (c) => ESC[c]);

function card(p: Product): string {
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
  const price = varied ? `from ${currency(from / 100, 'USD')}`
    : onSale ? `<span class="visually-hidden">Sale Price:</span> ${currency(sale / 100, 'USD')} <span class="visually-hidden">Original Price:</span> <del class="original-price">${currency(normal / 100, 'USD')}</del>`
    : currency(normal / 100, 'USD');
  const status = !inStock ? '<div class="product-mark sold-out">sold out</div>' : onSale ? '<div class="product-mark sale">sale</div>' : '';
  let variants = '';
  for (const v of vs) {
    variants += `\n<li data-sku="${v.sku}">${v.optionValues.map((o) => o.value).join(' / ')}: ${currency(Number(v.priceMoney.value), v.priceMoney.currency)}` +
      (v.onSale ? ` <s>${currency(Number(v.salePriceMoney.value), v.salePriceMoney.currency)}</s>` : '') + '</li>';
  }
  const url = escapeAttr(p.fullUrl);
  return `<article class="product-card${onSale ? ' on-sale' : ''}${inStock ? '' : ' sold-out'}" data-id="${p.id}">
<a href="${url}" class="image"><img data-src="${p.assetUrl}" data-image="${p.assetUrl}" data-image-dimensions="${p.originalSize}" data-image-focal-point="0.5,0.5" alt="${escapeAttr(p.title)}" loading="lazy"></a>
<h2><a href="${url}">${escapeHtml(p.title)}</a></h2>
<div class="product-price">${price}</div>
${status}
<ul class="variants">${variants}
</ul>
</article>
`;
}

/** The product-list page built by hand: the same HTML as the templates. */
export function handWrittenPage(ctx: Context): string {
  let cards = '';
  for (const p of ctx.items) cards += card(p);
  return `<main class="product-list">\n<h1>${escapeHtml(ctx.collection.title)}</h1>\n<div class="grid">\n${cards}\n</div>\n</main>\n`;
}

// ---------------------------------------------------------------- measuring

/** The four renderers, each a closure over its compiled template and the shared context. */
function contestants(ctx: Context): { name: string; run: () => string }[] {
  const partials = { 'product-card.block': JSONT_CARD };
  const ours = compile(JSONT_PAGE);
  if (ours.errors.length) throw new Error(`@plinth/template: ${ours.errors.map((e) => e.message).join('; ')}`);
  const options = { partials };

  const compiler = new reference.Compiler();
  const { code } = compiler.parse(JSONT_PAGE);

  const liquid = new Liquid({ templates: { 'product-card': LIQUID_CARD }, cache: true, strictFilters: true });
  liquid.registerFilter('cents', (n: number) => currency(n / 100, 'USD'));
  liquid.registerFilter('money', (m: Money) => currency(Number(m.value), m.currency));
  const liquidPage = liquid.parse(LIQUID_PAGE);

  return [
    { name: '@plinth/template', run: () => render(ours.template, ctx, options).output },
    { name: '@squarespace/template-engine 2.10.10', run: () => compiler.execute({ code, json: ctx, partials }).ctx.render() },
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
      // The reference prints no money without its CLDR locale data, so only Liquid and the hand-written page must match.
      sameOutput: result[2].sameOutput && result[3].sameOutput,
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
