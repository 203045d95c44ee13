import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent } from '../site/index.ts';
import { NO_SUCH_PRODUCT } from './messages.ts';
import { notAProductPhoto, noSuchFile, notAReadyImage, variantNotOfProduct } from './product-images-messages.ts';
import { listProductMediaIds, listVariantMediaIds, replaceProductMedia, replaceVariantMedia, setMainImage, setVariantImageUrl } from './product-images-repository.ts';
import { findMediaFile, recordProductUsage, type LibraryFile } from './product-images-media.ts';
import { getOwnerProduct } from './owner-products-repository.ts';
import type { WriteContext } from './product-service.ts';

/*
 * A product's photos (issue 14 "Product photos"): ready library images in the owner's order, the
 * first being the main image the storefront shows, and an image per variant — one of the photos —
 * that the variant selector switches to (storefront.md §2). A product whose photos were never set
 * keeps the images it was made with.
 */

/** One photo as the editor shows it. */
export interface ProductImage {
  mediaId: string;
  fileName: string;
  url: string;
  assetUrl: string;
  altText: string;
  originalSize: string | null;
}

/** A product's photos and its variants' images. */
export interface ProductImages {
  images: ProductImage[];
  variants: { variantId: string; mediaId: string | null }[];
}

const toImage = (file: LibraryFile): ProductImage => ({
  mediaId: file.id,
  fileName: file.fileName,
  url: file.url,
  assetUrl: file.assetUrl,
  altText: file.altText,
  originalSize: file.originalSize,
});

/** The product's photos in order and each variant's image. @throws AppError NOT_FOUND */
export async function loadProductImages(db: Kysely<Schema>, websiteId: string, productId: string): Promise<ProductImages> {
  const product = await getOwnerProduct(db, websiteId, productId);
  if (!product) throw new AppError('NOT_FOUND', NO_SUCH_PRODUCT);
  const files = await Promise.all((await listProductMediaIds(db, websiteId, productId)).map((id) => findMediaFile(db, websiteId, id)));
  const images = files.filter((f): f is LibraryFile => f !== null).map(toImage);
  const chosen = await listVariantMediaIds(db, websiteId, productId);
  return { images, variants: product.variants.map((v) => ({ variantId: v.id, mediaId: chosen.get(v.id) ?? null })) };
}

/** What the owner sends. */
export interface ProductImagesInput {
  mediaIds: string[];
  variants: { variantId: string; mediaId: string | null }[];
}

/**
 * Sets a product's photos and its variants' images, fills the storefront's main image and variant
 * image URLs from them, and records the files as used by the product.
 * @throws AppError NOT_FOUND (product), INVALID (a file that is not a ready image of the site, a variant of another product, a variant image that is not one of the photos)
 */
export async function saveProductImages(db: Kysely<Schema>, ctx: WriteContext, productId: string, input: ProductImagesInput): Promise<ProductImages> {
  const product = await getOwnerProduct(db, ctx.websiteId, productId);
  if (!product) throw new AppError('NOT_FOUND', NO_SUCH_PRODUCT);
  const files = new Map<string, LibraryFile>();
  for (const id of input.mediaIds) {
    const file = await findMediaFile(db, ctx.websiteId, id);
    if (!file) throw new AppError('INVALID', noSuchFile(id));
    if (!file.isImage || file.status !== 'ready') throw new AppError('INVALID', notAReadyImage(file.fileName));
    files.set(id, file);
  }
  const variantIds = new Set(product.variants.map((v) => v.id));
  for (const { variantId, mediaId } of input.variants) {
    if (!variantIds.has(variantId)) throw new AppError('INVALID', variantNotOfProduct(variantId));
    if (mediaId !== null && !files.has(mediaId)) throw new AppError('INVALID', notAProductPhoto(mediaId));
  }

  await changeContent(db, ctx.websiteId, async (tx) => {
    const before = await listProductMediaIds(tx, ctx.websiteId, productId);
    const chosenBefore = await listVariantMediaIds(tx, ctx.websiteId, productId);
    await replaceProductMedia(tx, ctx.websiteId, productId, input.mediaIds);
    // The main image follows the photos once the owner has set any (a seeded picture stays until then).
    const [first] = input.mediaIds;
    if (first) await setMainImage(tx, ctx.websiteId, productId, { url: files.get(first)!.url, size: files.get(first)!.originalSize });
    else if (before.length) await setMainImage(tx, ctx.websiteId, productId, null);

    const next = new Map(input.variants.map((v) => [v.variantId, v.mediaId] as const));
    // A variant left out keeps its image if that is still a photo of the product.
    for (const [variantId, mediaId] of chosenBefore) if (!next.has(variantId)) next.set(variantId, files.has(mediaId) ? mediaId : null);
    await replaceVariantMedia(tx, ctx.websiteId, next);
    for (const [variantId, mediaId] of next) {
      if (mediaId !== null || chosenBefore.has(variantId)) await setVariantImageUrl(tx, ctx.websiteId, variantId, mediaId ? files.get(mediaId)!.url : null);
    }
    await recordProductUsage(tx, ctx.websiteId, { productId, title: product.title, mediaIds: input.mediaIds });
  });
  return loadProductImages(db, ctx.websiteId, productId);
}

/**
 * Makes files a product already shows (the demo store's seeded pictures) its photos, in order,
 * and each variant whose image is one of them that photo's variant image; the storefront columns
 * stay as they are. For seeding: no checks, no content change of its own.
 * @example await adoptProductPhotos(tx, siteId, productId, [main.id, ...colourPictureIds]);
 */
export async function adoptProductPhotos(db: Kysely<Schema>, websiteId: string, productId: string, mediaIds: readonly string[]): Promise<void> {
  await replaceProductMedia(db, websiteId, productId, mediaIds);
  const files = (await Promise.all(mediaIds.map((id) => findMediaFile(db, websiteId, id)))).filter((f): f is LibraryFile => f !== null);
  const product = await getOwnerProduct(db, websiteId, productId);
  const byUrl = new Map(files.flatMap((f) => [[f.url, f.id] as const, [f.assetUrl, f.id] as const]));
  const chosen = new Map<string, string | null>();
  for (const variant of product?.variants ?? []) {
    const mediaId = variant.imageUrl ? byUrl.get(variant.imageUrl) : undefined;
    if (mediaId) chosen.set(variant.id, mediaId);
  }
  await replaceVariantMedia(db, websiteId, chosen);
}
