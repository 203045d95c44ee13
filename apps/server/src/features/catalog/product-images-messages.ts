/*
 * The product photo routes' refusals (docs/owner-api.md "Product photos"; exact wording).
 */

/** A photo names a file the site's library does not have. */
export function noSuchFile(id: string): string {
  return `No such file in the library: ${id}.`;
}

/** A photo names a file that is not an image, or not processed yet (or whose processing failed). */
export function notAReadyImage(fileName: string): string {
  return `${fileName} is not a ready image: only processed pictures can be product photos.`;
}

/** A variant image names a variant of another product. */
export function variantNotOfProduct(id: string): string {
  return `No such variant of this product: ${id}.`;
}

/** A variant image names a file that is not one of the product's photos. */
export function notAProductPhoto(id: string): string {
  return `A variant's image must be one of the product's photos (${id} is not).`;
}
