/**
 * Which image the product block shows for a selection (storefront §2: the
 * variant selector changes the variant image).
 */
import { optionNames, type Product } from '@plinth/commerce';

/**
 * The image of the variants the selection narrows to, when they all share
 * one: a full selection gives its variant's image; a partial one (Color
 * chosen, Size not) gives the image common to the matching variants. Null
 * when nothing is chosen, nothing matches, or the images differ.
 * @example variantImageUrl(shirt, { Color: 'Red' }) // '/img/red.jpg'
 */
export function variantImageUrl(product: Pick<Product, 'variants' | 'variantOptionOrdering'>, selected: Readonly<Record<string, string>>): string | null {
  const chosen = optionNames(product).filter((name) => Object.hasOwn(selected, name) && selected[name] !== '');
  if (chosen.length === 0) return null;
  const matching = product.variants.filter((variant) =>
    chosen.every((name) => Object.hasOwn(variant.attributes, name) && variant.attributes[name] === selected[name]),
  );
  const urls = new Set(matching.map((variant) => variant.imageUrl));
  if (urls.size !== 1) return null;
  const [url] = urls;
  return url || null;
}
