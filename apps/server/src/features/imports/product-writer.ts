import { RECORD_TYPES } from '@plinth/platform';
import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { adoptProductPhotos, createProduct, type NewVariant } from '../catalog/index.ts';
import { changeContent, slugify } from '../site/index.ts';
import { sanitizeImportedHtml } from './imported-html.ts';
import { PictureProblem } from './fetch-picture.ts';
import type { PictureHome } from './pictures.ts';
import type { ProductKind, SourceProduct, SourceVariant } from './product-sources.ts';
import { findImported, rememberImported } from './records-repository.ts';
import type { ImportTally } from './tally.ts';

/*
 * One product of a product CSV written to the site's store: created the first time, updated in
 * place when a re-run finds it again (by the source's id, else by its URL slug in the store), each
 * variant found again by SKU. Nothing is written when nothing changed. Pictures are brought home
 * first; one that cannot be fetched is reported and the product goes on without it.
 */

/** What a product write needs. */
export interface ProductWriteContext {
  /** The database, or a transaction that holds a batch of products. */
  db: Kysely<Schema>;
  websiteId: string;
  /** The store the products go into. */
  collectionId: string;
  /** The store's URL (`/shop`), for the redirects from old addresses. */
  collectionUrl: string;
  kind: ProductKind;
  pictures: PictureHome;
  tally: ImportTally;
  now(): number;
  /** Old address → new, collected for the import's redirects. */
  redirects: Array<{ from: string; to: string }>;
}

/** The old address of a product on the platform it comes from. */
function oldAddress(kind: ProductKind, product: SourceProduct, urlId: string): string | null {
  if (kind === 'shopify-products') return `/products/${product.slug}`;
  if (kind === 'woocommerce-products') return `/product/${urlId}`;
  return product.slug ? `/shop/p/${product.slug}` : null;
}

interface WantedVariant extends SourceVariant {
  sku: string;
  imageUrl: string | null;
}

interface ExistingVariant {
  id: string;
  sku: string;
  price_cents: number;
  sale_price_cents: number;
  on_sale: number;
  qty_in_stock: number;
  unlimited: number;
  attributes_json: string;
  image_url: string | null;
  weight_grams: number;
  position: number;
}

function variantFields(v: WantedVariant) {
  return {
    price_cents: v.priceCents,
    sale_price_cents: v.salePriceCents ?? 0,
    on_sale: v.salePriceCents === null ? 0 : 1,
    qty_in_stock: v.stock ?? 0,
    unlimited: v.stock === null ? 1 : 0,
    attributes_json: JSON.stringify(v.options),
    image_url: v.imageUrl,
    weight_grams: v.weightGrams ?? 0,
  };
}

function sameVariant(row: ExistingVariant, v: WantedVariant): boolean {
  const want = variantFields(v);
  return (Object.keys(want) as Array<keyof typeof want>).every((key) => row[key] === want[key]);
}

/** A product's pictures, brought home before its rows are written (outside any transaction). */
export interface PreparedPictures {
  pictures: Map<string, { mediaId: string; assetUrl: string; size: string | null }>;
  mediaIds: string[];
  main: { mediaId: string; assetUrl: string; size: string | null } | null;
}

/** Brings a product's pictures home; one that cannot be fetched is reported and left out. */
export async function preparePictures(ctx: Pick<ProductWriteContext, 'pictures' | 'tally'>, product: SourceProduct): Promise<PreparedPictures> {
  const pictures = new Map<string, { mediaId: string; assetUrl: string; size: string | null }>();
  if (product.variants.length === 0) return { pictures, mediaIds: [], main: null };
  for (const url of new Set([...product.images, ...product.variants.map((v) => v.image).filter((u): u is string => u !== null)])) {
    try {
      pictures.set(url, await ctx.pictures.bring(url, product.title));
    } catch (error) {
      if (!(error instanceof PictureProblem)) throw error;
      ctx.tally.problem(product.line, error.message);
    }
  }
  const mediaIds = [...new Set([...pictures.values()].map((p) => p.mediaId))];
  const main = product.images.map((url) => pictures.get(url)).find((p) => p !== undefined) ?? [...pictures.values()][0] ?? null;
  return { pictures, mediaIds, main };
}

/**
 * Writes one product's rows (in the caller's transaction when `ctx.db` is one); counts it as
 * created, updated or skipped (unchanged or not importable).
 */
export async function writeProduct(ctx: ProductWriteContext, product: SourceProduct, prepared?: PreparedPictures): Promise<void> {
  const { db, websiteId, tally } = ctx;
  if (product.variants.length === 0) {
    tally.problem(product.line, `${product.title}: no variant with a price could be read; the product is skipped.`);
    tally.skipped++;
    return;
  }
  const urlId = slugify(product.slug || product.title) || `product-${product.line}`;
  const { pictures, mediaIds, main } = prepared ?? (await preparePictures(ctx, product));

  // Variants, each with a SKU (one made from the product's slug when the file has none).
  const wanted: WantedVariant[] = [];
  const seen = new Set<string>();
  product.variants.forEach((v, i) => {
    const sku = (v.sku || `${urlId.toUpperCase()}-${i + 1}`).slice(0, 100);
    if (seen.has(sku.toLowerCase())) {
      tally.problem(v.line, `The SKU ${sku} is already used by another variant of ${product.title}.`);
      return;
    }
    seen.add(sku.toLowerCase());
    wanted.push({ ...v, sku, imageUrl: v.image ? (pictures.get(v.image)?.assetUrl ?? null) : null });
  });
  const sourceKey = `${ctx.kind}:${product.key}`;
  let itemId = await findImported(db, websiteId, sourceKey);
  const byId = itemId ? await db.selectFrom('items').select('id').where('website_id', '=', websiteId).where('id', '=', itemId).executeTakeFirst() : undefined;
  if (!byId) {
    const bySlug = await db.selectFrom('items').select('id').where('website_id', '=', websiteId).where('collection_id', '=', ctx.collectionId).where('url_id', '=', urlId).where('record_type', '=', RECORD_TYPES.STORE_ITEM).executeTakeFirst();
    itemId = bySlug?.id;
  }
  // A SKU another product holds is not taken.
  const taken = await db.selectFrom('variants').select(['sku', 'item_id']).where('website_id', '=', websiteId).where('sku', 'in', wanted.map((v) => v.sku)).execute();
  const clash = new Set(taken.filter((row) => row.item_id !== itemId).map((row) => row.sku));
  const variants = wanted.filter((v) => {
    if (!clash.has(v.sku)) return true;
    tally.problem(v.line, `The SKU ${v.sku} belongs to another product of the site; this variant is skipped.`);
    return false;
  });
  if (variants.length === 0) {
    tally.skipped++;
    return;
  }
  const descriptionHtml = sanitizeImportedHtml(product.descriptionHtml, { picture: (src) => pictures.get(src)?.assetUrl ?? src });
  const now = ctx.now();

  if (!itemId) {
    const variantInputs: NewVariant[] = variants.map((v) => ({
      sku: v.sku,
      priceCents: v.priceCents,
      salePriceCents: v.salePriceCents ?? 0,
      onSale: v.salePriceCents !== null,
      qtyInStock: v.stock ?? 0,
      unlimited: v.stock === null,
      attributes: v.options,
      imageUrl: v.imageUrl,
    }));
    const made = await createProduct(db, websiteId, ctx.collectionId, {
      urlId: await freeUrlId(db, ctx.collectionId, urlId),
      title: product.title.slice(0, 200),
      productType: 'PHYSICAL',
      bodyHtml: descriptionHtml,
      tags: product.tags,
      categories: product.categories,
      mainImageUrl: main?.assetUrl ?? null,
      mainImageSize: main?.size ?? null,
      variantOptionOrdering: product.options,
      now,
      variants: variantInputs,
    });
    itemId = made.itemId;
    await changeContent(db, websiteId, async (tx) => {
      for (const [i, v] of variants.entries()) if (v.weightGrams) await tx.updateTable('variants').set({ weight_grams: v.weightGrams }).where('id', '=', made.variantIds[i] as string).execute();
      if (mediaIds.length) await adoptProductPhotos(tx, websiteId, made.itemId, mediaIds);
      await rememberImported(tx, websiteId, sourceKey, made.itemId, now);
    });
    tally.created++;
  } else {
    const id = itemId;
    const changed = await changeContent(
      db,
      websiteId,
      async (tx) => {
        let changes = 0;
        const item = await tx.selectFrom('items').select(['title', 'body_html', 'tags_json', 'categories_json', 'main_image_url']).where('id', '=', id).executeTakeFirstOrThrow();
        const itemWanted = { title: product.title.slice(0, 200), body_html: descriptionHtml, tags_json: JSON.stringify(product.tags), categories_json: JSON.stringify(product.categories), main_image_url: main?.assetUrl ?? item.main_image_url };
        if ((Object.keys(itemWanted) as Array<keyof typeof itemWanted>).some((key) => item[key] !== itemWanted[key])) {
          await tx.updateTable('items').set({ ...itemWanted, ...(main && main.assetUrl !== item.main_image_url ? { main_image_size: main.size } : {}) }).where('id', '=', id).execute();
          changes++;
        }
        const ordering = JSON.stringify(product.options);
        const productRow = await tx.selectFrom('products').select('variant_option_ordering_json').where('item_id', '=', id).executeTakeFirst();
        if (productRow && productRow.variant_option_ordering_json !== ordering) {
          await tx.updateTable('products').set({ variant_option_ordering_json: ordering }).where('item_id', '=', id).execute();
          changes++;
        }
        const existing = (await tx.selectFrom('variants').select(['id', 'sku', 'price_cents', 'sale_price_cents', 'on_sale', 'qty_in_stock', 'unlimited', 'attributes_json', 'image_url', 'weight_grams', 'position']).where('item_id', '=', id).execute()) as ExistingVariant[];
        const bySku = new Map(existing.map((row) => [row.sku.toLowerCase(), row]));
        let position = existing.reduce((max, row) => Math.max(max, row.position), -1) + 1;
        for (const v of variants) {
          const row = bySku.get(v.sku.toLowerCase());
          if (row && sameVariant(row, v)) continue;
          changes++;
          if (row) await tx.updateTable('variants').set(variantFields(v)).where('id', '=', row.id).execute();
          else await tx.insertInto('variants').values({ id: newId(), website_id: websiteId, item_id: id, sku: v.sku, position: position++, ...variantFields(v) }).execute();
        }
        if (changes && mediaIds.length) await adoptProductPhotos(tx, websiteId, id, mediaIds);
        await rememberImported(tx, websiteId, sourceKey, id, now);
        return changes;
      },
      (changes) => changes > 0,
    );
    if (changed) tally.updated++;
    else tally.skipped++;
  }
  if (!product.visible) tally.problem(product.line, `${product.title} was hidden there; Plinth shows every product of a store, so it is shown.`);
  const from = oldAddress(ctx.kind, product, urlId);
  const finalUrl = (await db.selectFrom('items').select('url_id').where('id', '=', itemId as string).executeTakeFirst())?.url_id ?? urlId;
  if (from) ctx.redirects.push({ from, to: `${ctx.collectionUrl}/${finalUrl}` });
}

/** `base`, or `base-2`, `base-3` … when another item of the store has it. */
async function freeUrlId(db: Kysely<Schema>, collectionId: string, base: string): Promise<string> {
  const rows = await db.selectFrom('items').select('url_id').where('collection_id', '=', collectionId).where('url_id', 'like', `${base}%`).execute();
  const taken = new Set(rows.map((r) => r.url_id));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
