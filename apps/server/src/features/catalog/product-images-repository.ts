import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * SQL of a product's photos (migration 0016): its library files in order, the file each variant
 * shows, and the storefront columns they fill (the item's main image, each variant's image URL).
 */

/** The media ids of a product's photos, in order. */
export async function listProductMediaIds(db: Kysely<Schema>, websiteId: string, productId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('product_media')
    .select('media_id')
    .where('website_id', '=', websiteId)
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.media_id);
}

/** The media id each variant of a product shows (variants without one are absent). */
export async function listVariantMediaIds(db: Kysely<Schema>, websiteId: string, productId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('variant_media')
    .innerJoin('variants', 'variants.id', 'variant_media.variant_id')
    .select(['variant_media.variant_id', 'variant_media.media_id'])
    .where('variant_media.website_id', '=', websiteId)
    .where('variants.item_id', '=', productId)
    .execute();
  return new Map(rows.map((r) => [r.variant_id, r.media_id]));
}

/** Replaces a product's photos with `mediaIds`, in that order. */
export async function replaceProductMedia(db: Kysely<Schema>, websiteId: string, productId: string, mediaIds: readonly string[]): Promise<void> {
  await db.deleteFrom('product_media').where('website_id', '=', websiteId).where('product_id', '=', productId).execute();
  if (mediaIds.length === 0) return;
  await db
    .insertInto('product_media')
    .values(mediaIds.map((mediaId, position) => ({ product_id: productId, media_id: mediaId, website_id: websiteId, position })))
    .execute();
}

/** Sets (or, with null, clears) the file each of `variantIds` shows. */
export async function replaceVariantMedia(db: Kysely<Schema>, websiteId: string, images: ReadonlyMap<string, string | null>): Promise<void> {
  const ids = [...images.keys()];
  if (ids.length === 0) return;
  await db.deleteFrom('variant_media').where('website_id', '=', websiteId).where('variant_id', 'in', ids).execute();
  const rows = [...images].filter((entry): entry is [string, string] => entry[1] !== null);
  if (rows.length) await db.insertInto('variant_media').values(rows.map(([variantId, mediaId]) => ({ variant_id: variantId, media_id: mediaId, website_id: websiteId }))).execute();
}

/** The item's main image, as the storefront's product context reads it. */
export async function setMainImage(db: Kysely<Schema>, websiteId: string, productId: string, image: { url: string; size: string | null } | null): Promise<void> {
  await db
    .updateTable('items')
    .set({ main_image_url: image?.url ?? null, main_image_size: image?.size ?? null })
    .where('website_id', '=', websiteId)
    .where('id', '=', productId)
    .execute();
}

/** A variant's image URL, as the storefront's variant selector switches to it. */
export async function setVariantImageUrl(db: Kysely<Schema>, websiteId: string, variantId: string, url: string | null): Promise<void> {
  await db.updateTable('variants').set({ image_url: url }).where('website_id', '=', websiteId).where('id', '=', variantId).execute();
}
