/**
 * The VariantImage island: the product image, switched to the selected
 * variant's image when the selection identifies one (storefront §2).
 */
import type { Product } from '@plinth/commerce';
import { selectionOf } from './store.ts';
import { useStore } from './use-store.ts';
import { variantImageUrl } from './variant-image-url.ts';

/** Props of {@link VariantImage}. */
export interface VariantImageProps {
  product: Product;
  /** The product's main image, shown until a selection picks another. */
  fallbackUrl: string;
  alt: string;
  /** Intrinsic size, so the box is reserved (no layout shift). */
  width: number;
  height: number;
  /** The `srcset` of each image URL the island may show (library pictures' derivatives), made by the server. */
  srcSets?: Record<string, string>;
  /** The `sizes` that goes with them. */
  sizes?: string;
}

/** Renders the image for the current selection. */
export function VariantImage({ product, fallbackUrl, alt, width, height, srcSets, sizes }: VariantImageProps) {
  const selected = useStore((state) => selectionOf(state, product.id).selected);
  const src = variantImageUrl(product, selected) ?? fallbackUrl;
  // Inside <picture> React's server renderer emits no inline <link rel="preload">,
  // which would not hydrate inside the island's element.
  return (
    <picture className="plinth-variant-image">
      <img className="plinth-variant-image__img" src={src} srcSet={srcSets?.[src]} sizes={sizes} alt={alt} width={width} height={height} decoding="async" />
    </picture>
  );
}
