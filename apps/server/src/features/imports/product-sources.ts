import type { CsvRow } from './csv-rows.ts';

/*
 * The product CSVs of the three platforms owners come from, read into one shape: a product with
 * its option names, variants (SKU, price, sale price, stock, weight, option values, picture),
 * pictures, tags, categories and visibility. Rows of one product are grouped as each platform
 * writes them: by Handle (Shopify), by Product ID or a row without a title following its product
 * (the hosted builder), by a variation's Parent (WooCommerce).
 */

export type ProductKind = 'shopify-products' | 'squarespace-products' | 'woocommerce-products';

/** A variant as read. */
export interface SourceVariant {
  line: number;
  sku: string;
  /** The regular price, in minor units. */
  priceCents: number;
  /** The price it sells for while on sale; null: not on sale. */
  salePriceCents: number | null;
  /** null: stock not tracked (unlimited). */
  stock: number | null;
  weightGrams: number | null;
  options: Record<string, string>;
  image: string | null;
}

/** A product as read, ready to be written. */
export interface SourceProduct {
  /** Its id in the source (handle, product id), to find it again on a re-run. */
  key: string;
  line: number;
  /** The URL slug the product had (a Shopify handle, a hosted-builder product URL), or '' for one made from the title. */
  slug: string;
  title: string;
  descriptionHtml: string;
  tags: string[];
  categories: string[];
  visible: boolean;
  options: string[];
  images: string[];
  variants: SourceVariant[];
}

/** A row that could not be read. */
export interface RowProblem {
  line: number;
  message: string;
}

/** What a product file yields, in order. */
export type SourceItem = { product: SourceProduct } | { problem: RowProblem };

/**
 * A price in minor units from text like `19.99`, `$1,234.50` or `19,99`; null when empty; NaN when
 * not a price.
 */
export function parsePrice(text: string | undefined): number | null {
  const raw = (text ?? '').trim().replace(/[$€£¥\s]/g, '');
  if (raw === '') return null;
  let normal = raw;
  if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(raw) || /^\d+,\d{1,2}$/.test(raw)) normal = raw.replace(/\./g, '').replace(',', '.');
  else normal = raw.replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(normal)) return Number.NaN;
  return Math.round(Number(normal) * 100);
}

function parseStock(text: string | undefined): number | null | typeof Number.NaN {
  const raw = (text ?? '').trim();
  if (raw === '' || /^unlimited$/i.test(raw)) return null;
  if (!/^-?\d+$/.test(raw)) return Number.NaN;
  return Math.max(0, Number(raw));
}

function list(text: string | undefined, separator: RegExp = /,/): string[] {
  return (text ?? '')
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
}

function yes(text: string | undefined, fallback: boolean): boolean {
  const raw = (text ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  return ['true', 'yes', '1', 'active', 'visible', 'published'].includes(raw);
}

const MESSAGES = {
  price: (text: string) => `The price "${text}" is not a number.`,
  noPrice: 'The row has no price.',
  stock: (text: string) => `The stock "${text}" is not a whole number.`,
  noTitle: 'The product has no title.',
  noProduct: 'The row belongs to no product: the product row before it is missing.',
  orphanVariation: (parent: string) => `The variation's parent ${parent} is not the product just before it.`,
  weight: (text: string) => `The weight "${text}" is not a number.`,
};

/** A variant's cells read, or the row's problem. */
function readVariant(line: number, cells: { sku: string; price: string | undefined; sale: string | undefined; compareAt?: string | undefined; stock: string | undefined; weight?: { text: string | undefined; grams: number }; options: Record<string, string>; image: string | null }): SourceVariant | RowProblem {
  const price = parsePrice(cells.price);
  if (price === null) return { line, message: MESSAGES.noPrice };
  if (Number.isNaN(price)) return { line, message: MESSAGES.price(cells.price ?? '') };
  let priceCents = price;
  let salePriceCents: number | null = null;
  if (cells.compareAt !== undefined) {
    const compareAt = parsePrice(cells.compareAt);
    if (compareAt !== null && Number.isNaN(compareAt)) return { line, message: MESSAGES.price(cells.compareAt) };
    // Shopify: the price is what it sells for; a higher compare-at price is the regular one.
    if (compareAt !== null && compareAt > price) {
      priceCents = compareAt;
      salePriceCents = price;
    }
  } else if (cells.sale !== undefined) {
    const sale = parsePrice(cells.sale);
    if (sale !== null && Number.isNaN(sale)) return { line, message: MESSAGES.price(cells.sale) };
    if (sale !== null && sale < price) salePriceCents = sale;
  }
  const stock = parseStock(cells.stock);
  if (typeof stock === 'number' && Number.isNaN(stock)) return { line, message: MESSAGES.stock(cells.stock ?? '') };
  let weightGrams: number | null = null;
  if (cells.weight && (cells.weight.text ?? '').trim() !== '') {
    const weight = Number((cells.weight.text ?? '').trim().replace(',', '.'));
    if (!Number.isFinite(weight) || weight < 0) return { line, message: MESSAGES.weight(cells.weight.text ?? '') };
    weightGrams = Math.round(weight * cells.weight.grams);
  }
  return { line, sku: cells.sku.trim(), priceCents, salePriceCents, stock, weightGrams, options: cells.options, image: cells.image };
}

function isProblem(value: SourceVariant | RowProblem): value is RowProblem {
  return 'message' in value;
}

/** Option values of a row: `{ Size: 'M' }` from name/value column pairs (an empty value is left out). */
function optionsOf(cells: Record<string, string>, pairs: Array<[string, string]>, names: string[]): Record<string, string> {
  const options: Record<string, string> = {};
  pairs.forEach(([nameColumn, valueColumn], i) => {
    const name = (cells[nameColumn] ?? '').trim() || names[i] || '';
    const value = (cells[valueColumn] ?? '').trim();
    if (name && value && !(name === 'Title' && value === 'Default Title')) options[name] = value;
  });
  return options;
}

const WEIGHT_UNITS: Record<string, number> = { g: 1, kg: 1000, lb: 453.592, oz: 28.3495 };

/** Shopify's product CSV: rows grouped by Handle; image-only rows add pictures. */
async function* shopifyProducts(rows: AsyncIterable<CsvRow>): AsyncGenerator<SourceItem> {
  let current: SourceProduct | null = null;
  for await (const { line, cells } of rows) {
    const handle = (cells.Handle ?? '').trim();
    if (!handle) {
      yield { problem: { line, message: 'The row has no Handle.' } };
      continue;
    }
    if (!current || current.key !== handle) {
      if (current) yield { product: current };
      current = null;
      const title = (cells.Title ?? '').trim();
      if (!title) {
        yield { problem: { line, message: MESSAGES.noTitle } };
        continue;
      }
      const status = (cells.Status ?? '').trim().toLowerCase();
      current = {
        key: handle,
        line,
        slug: handle,
        title,
        descriptionHtml: cells['Body (HTML)'] ?? '',
        tags: list(cells.Tags),
        categories: list(cells.Type).concat(list(cells['Product Category'], />/).slice(-1)),
        visible: yes(cells.Published, true) && (status === '' || status === 'active'),
        options: [1, 2, 3].map((n) => (cells[`Option${n} Name`] ?? '').trim()).filter((name) => name && name !== 'Title'),
        images: [],
        variants: [],
      };
    }
    const image = (cells['Image Src'] ?? '').trim();
    if (image && !current.images.includes(image)) current.images.push(image);
    const hasVariant = (cells['Variant Price'] ?? '').trim() !== '' || (cells['Variant SKU'] ?? '').trim() !== '' || (cells['Option1 Value'] ?? '').trim() !== '';
    if (!hasVariant) continue;
    const tracked = (cells['Variant Inventory Tracker'] ?? '').trim() !== '';
    const unit = (cells['Variant Weight Unit'] ?? 'g').trim().toLowerCase();
    const variant = readVariant(line, {
      sku: cells['Variant SKU'] ?? '',
      price: cells['Variant Price'],
      sale: undefined,
      compareAt: cells['Variant Compare At Price'] ?? '',
      stock: tracked ? (cells['Variant Inventory Qty'] ?? '0') : '',
      weight: { text: cells['Variant Grams'] !== undefined ? cells['Variant Grams'] : cells['Variant Weight'], grams: cells['Variant Grams'] !== undefined ? 1 : (WEIGHT_UNITS[unit] ?? 1) },
      options: optionsOf(cells, [['Option1 Name', 'Option1 Value'], ['Option2 Name', 'Option2 Value'], ['Option3 Name', 'Option3 Value']], current.options),
      image: (cells['Variant Image'] ?? '').trim() || null,
    });
    if (isProblem(variant)) yield { problem: variant };
    else current.variants.push(variant);
  }
  if (current) yield { product: current };
}

/** The slug of a hosted-builder Product URL cell (`/shop/p/tee` or `tee`). */
function slugOfUrl(text: string | undefined): string {
  return (text ?? '').trim().split('/').filter(Boolean).pop() ?? '';
}

/** The hosted builder's product CSV: a product row with its title, then rows of its other variants. */
async function* squarespaceProducts(rows: AsyncIterable<CsvRow>): AsyncGenerator<SourceItem> {
  let current: SourceProduct | null = null;
  for await (const { line, cells } of rows) {
    const id = (cells['Product ID [Non Editable]'] ?? cells['Product ID'] ?? '').trim();
    const title = (cells.Title ?? '').trim();
    const continues = current !== null && (id ? id === current.key : title === '');
    if (!continues) {
      if (current) yield { product: current };
      current = null;
      if (!title) {
        yield { problem: { line, message: id ? MESSAGES.noTitle : MESSAGES.noProduct } };
        continue;
      }
      const slug = slugOfUrl(cells['Product URL']);
      current = {
        key: id || slug || title.toLowerCase(),
        line,
        slug,
        title,
        descriptionHtml: cells.Description ?? '',
        tags: list(cells.Tags),
        categories: list(cells.Categories),
        visible: yes(cells.Visible, true),
        options: [1, 2, 3, 4, 5, 6].map((n) => (cells[`Option Name ${n}`] ?? '').trim()).filter(Boolean),
        images: list(cells['Hosted Image URLs'], /\s+/),
        variants: [],
      };
    }
    if (!current) continue;
    const variant = readVariant(line, {
      sku: cells.SKU ?? '',
      price: cells.Price,
      sale: yes(cells['On Sale'], false) ? cells['Sale Price'] : '',
      stock: cells.Stock,
      weight: { text: cells.Weight, grams: 1000 },
      options: optionsOf(cells, [1, 2, 3, 4, 5, 6].map((n) => [`Option Name ${n}`, `Option Value ${n}`] as [string, string]), current.options),
      image: null,
    });
    if (isProblem(variant)) yield { problem: variant };
    else current.variants.push(variant);
  }
  if (current) yield { product: current };
}

/** WooCommerce's product CSV: simple and variable products, a variable one followed by its variations. */
async function* woocommerceProducts(rows: AsyncIterable<CsvRow>): AsyncGenerator<SourceItem> {
  let current: SourceProduct | null = null;
  let currentIds: string[] = [];
  const attributeColumns = (cells: Record<string, string>) =>
    [1, 2, 3, 4, 5, 6].filter((n) => (cells[`Attribute ${n} name`] ?? '').trim() !== '').map((n) => [`Attribute ${n} name`, `Attribute ${n} value(s)`] as [string, string]);
  for await (const { line, cells } of rows) {
    const type = (cells.Type ?? 'simple').trim().toLowerCase();
    const id = (cells.ID ?? '').trim();
    const sku = (cells.SKU ?? '').trim();
    if (type.includes('variation')) {
      const parent = (cells.Parent ?? '').trim();
      if (!current || !currentIds.includes(parent)) {
        yield { problem: { line, message: MESSAGES.orphanVariation(parent || '(none)') } };
        continue;
      }
      const manage = yes(cells['Manage stock?'] ?? cells['In stock?'], false);
      const variant = readVariant(line, {
        sku,
        price: cells['Regular price'],
        sale: cells['Sale price'],
        stock: manage ? cells.Stock : '',
        weight: { text: cells['Weight (kg)'] ?? cells['Weight (g)'], grams: cells['Weight (kg)'] !== undefined ? 1000 : 1 },
        options: optionsOf(cells, attributeColumns(cells), current.options),
        image: list(cells.Images)[0] ?? null,
      });
      if (isProblem(variant)) yield { problem: variant };
      else current.variants.push(variant);
      continue;
    }
    if (current) yield { product: current };
    current = null;
    currentIds = [];
    const title = (cells.Name ?? '').trim();
    if (!title) {
      yield { problem: { line, message: MESSAGES.noTitle } };
      continue;
    }
    const product: SourceProduct = {
      key: id ? `id:${id}` : sku || title.toLowerCase(),
      line,
      slug: '',
      title,
      descriptionHtml: (cells.Description ?? '').trim() || (cells['Short description'] ?? ''),
      tags: list(cells.Tags),
      categories: list(cells.Categories).map((path) => path.split('>').pop()?.trim() ?? path),
      visible: (cells.Published ?? '1').trim() === '1' && (cells['Visibility in catalog'] ?? 'visible').trim() !== 'hidden',
      options: attributeColumns(cells).map(([name]) => (cells[name] ?? '').trim()),
      images: list(cells.Images),
      variants: [],
    };
    currentIds = [id ? `id:${id}` : '', sku].filter(Boolean);
    if (type.includes('variable')) {
      current = product;
      continue;
    }
    const manage = yes(cells['Manage stock?'], false);
    const variant = readVariant(line, {
      sku,
      price: cells['Regular price'],
      sale: cells['Sale price'],
      stock: manage ? cells.Stock : '',
      weight: { text: cells['Weight (kg)'] ?? cells['Weight (g)'], grams: cells['Weight (kg)'] !== undefined ? 1000 : 1 },
      options: {},
      image: null,
    });
    product.options = [];
    // A simple product whose one row is bad still comes, without a variant, to be reported as skipped.
    if (isProblem(variant)) yield { problem: variant };
    else product.variants.push(variant);
    current = product;
  }
  if (current) yield { product: current };
}

/** The products of a product CSV of `kind`, in file order, with the rows that could not be read. */
export function sourceProducts(kind: ProductKind, rows: AsyncIterable<CsvRow>): AsyncGenerator<SourceItem> {
  if (kind === 'shopify-products') return shopifyProducts(rows);
  if (kind === 'squarespace-products') return squarespaceProducts(rows);
  return woocommerceProducts(rows);
}
