import type { Transaction } from 'kysely';
import { adoptProductPhotos } from '../features/catalog/index.ts';
import { recordMediaUsage, seedPicture, type SeedPicture } from '../features/media/index.ts';
import type { Schema } from '../infra/database/schema.ts';
import { productColours, type DemoProduct } from './demo-products.ts';
import { productSvg } from './make-images.ts';

/** A demo product's pictures in the media library: the main one and one per colour. */
export interface ProductPictures {
  main: SeedPicture;
  byColour: Map<string, SeedPicture>;
}

/**
 * Adds a demo product's pictures to the library as raster files: today's drawings (make-images.ts),
 * rendered by the media feature to 2500-px PNGs when first asked for, so the theme's srcset
 * derivatives are real images of real sizes.
 */
export async function seedProductPictures(tx: Transaction<Schema>, websiteId: string, product: DemoProduct, now: number): Promise<ProductPictures> {
  const colours = productColours(product);
  const main = await seedPicture(tx, websiteId, { fileName: `${product.urlId}.png`, svg: productSvg(product.illustration, colours[0] ?? product.colour, product.title), altText: product.title, now });
  const byColour = new Map<string, SeedPicture>();
  for (const colour of colours) {
    const caption = `${product.title} — ${colour}`;
    byColour.set(colour, await seedPicture(tx, websiteId, { fileName: `${product.urlId}-${colour.toLowerCase()}.png`, svg: productSvg(product.illustration, colour, caption), altText: caption, now }));
  }
  return { main, byColour };
}

/** Records that the product uses its pictures (the library's "used on 1 product"). */
export async function recordProductPictures(tx: Transaction<Schema>, websiteId: string, productId: string, title: string, pictures: ProductPictures): Promise<void> {
  const ids = [pictures.main.id, ...[...pictures.byColour.values()].map((p) => p.id)];
  await recordMediaUsage(tx, websiteId, { kind: 'product', id: productId, title }, ids);
  // They are its photos in the product editor too, the colour pictures its variants' images.
  await adoptProductPhotos(tx, websiteId, productId, ids);
}
