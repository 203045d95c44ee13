import { z } from 'zod';
import { defineRoute } from '../api-route.ts';
import { idParams } from './owner.ts';

/*
 * A product's photos (issue 14 "Product photos"; docs/owner-api.md "Product photos"): library
 * files in the owner's order — the first is the product's main image — and an image per variant,
 * which the storefront's variant selector switches to (storefront.md §2). Part of catalogRoutes.
 */

/** At most this many photos per product (the gallery size limit, platform.md §9). */
export const MAX_PRODUCT_IMAGES = 50;

/** One photo of a product: the library file, with what the editor shows of it. */
export const productImage = z.object({
  mediaId: z.string(),
  fileName: z.string(),
  /** The file's stable URL (`/media/<id>/<fileName>`); the storefront shows it. */
  url: z.string(),
  /** The immutable URL; append `?format=300w` for a thumbnail. */
  assetUrl: z.string(),
  /** The library's alt text (edited in the library, used everywhere). */
  altText: z.string(),
  originalSize: z.string().nullable(),
});

/** Which photo a variant shows (null: the product's main image). */
export const variantImage = z.object({ variantId: z.string(), mediaId: z.string().nullable() });

/** A product's photos and variant images. */
export const productImages = z.object({ images: z.array(productImage), variants: z.array(variantImage) });

/** GET /api/owner/products/:id/images. */
export const getProductImages = defineRoute({
  method: 'GET',
  path: '/api/owner/products/:id/images',
  tag: 'catalog',
  access: 'products:read',
  summary: "A product's photos in order (the first is the main image) and each variant's image",
  params: idParams,
  response: productImages,
});

const mediaId = z.string({ error: 'mediaIds must list file ids.' }).trim().min(1, 'mediaIds must list file ids.').max(100);

/** PUT /api/owner/products/:id/images. */
export const setProductImages = defineRoute({
  method: 'PUT',
  path: '/api/owner/products/:id/images',
  tag: 'catalog',
  access: 'products:write',
  summary: "Sets a product's photos (ready library images, in order) and its variants' images (each one of the photos, or null); records where the files are used",
  params: idParams,
  body: z.object({
    mediaIds: z
      .array(mediaId, { error: 'mediaIds must be a list.' })
      .max(MAX_PRODUCT_IMAGES, `A product has at most ${MAX_PRODUCT_IMAGES} photos.`)
      .refine((ids) => new Set(ids).size === ids.length, 'A photo is listed twice.'),
    variants: z
      .array(z.object({ variantId: z.string({ error: 'variantId is required.' }).min(1, 'variantId is required.').max(100), mediaId: mediaId.nullable() }), { error: 'variants must be a list.' })
      .max(100, 'variants must list at most 100 variants.')
      .default([]),
  }),
  response: productImages,
});

/** The product photo routes. */
export const productImagesRoutes = [getProductImages, setProductImages] as const;
