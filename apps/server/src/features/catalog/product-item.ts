import { moneyFromMinor, type CurrencyCode, type Variant } from '@plinth/commerce';
import { productTypeCode, RECORD_TYPES } from '@plinth/platform';
import { srcsetWidths } from '@plinth/api';
import type { ProductRecord } from './catalog-rows.ts';
import { itemFields } from './item-fields.ts';

/** Shown for a product without an image; served from the theme's assets. */
export const PLACEHOLDER_IMAGE = { url: '/assets/theme/placeholder.svg', size: '1000x1000' } as const;

/** The record type of a store item (platform.md §3 Enumerations). */
export const STORE_ITEM_RECORD_TYPE: number = RECORD_TYPES.STORE_ITEM;

/** What a page adds to its product items beyond the catalogue (features/pages product-context.ts). */
export interface ProductItemExtras {
  /** The additional-fields form (platform.md §3 `structuredContent.additionalFieldsForm`), or null. */
  additionalFieldsForm: unknown;
  /** The instalment context (storefront.md §3). */
  installmentContext: unknown;
}

/**
 * The template-context item of a product, in the hosted builder's shape
 * (jsont.md §10): `structuredContent` with `variants[]` carrying both money
 * shapes and the legacy cent prices; with a page's `extras` when given. Built
 * once here; `contextProduct` of `@plinth/commerce` reads it back (the widgets,
 * the template engine).
 */
export function productToContextItem(product: ProductRecord, collectionUrl: string, extras?: ProductItemExtras): Record<string, unknown> {
  const currency = product.currency;
  const variants = product.variants.map((variant) => variantToContext(variant, currency, product.variantOptionOrdering));
  const first = product.variants[0];
  const [width, height] = parseSize(product.mainImageSize);
  const assetUrl = product.mainImageUrl ?? PLACEHOLDER_IMAGE.url;
  // A library picture's derivative widths, so `image-srcset` and the theme offer them (never the 2500 px original to a phone).
  const widths = srcsetWidths(assetUrl, width);
  return {
    id: product.id,
    collectionId: product.collectionId,
    recordType: STORE_ITEM_RECORD_TYPE,
    title: product.title,
    urlId: product.urlId,
    fullUrl: `${collectionUrl}/${product.urlId}`,
    excerpt: product.excerpt,
    body: product.bodyHtml,
    ...itemFields(product.mainImageUrl),
    // A product without a photo shows the theme's placeholder rather than a broken image.
    assetUrl,
    ...(widths.length > 0 ? { systemDataVariants: widths.join(',') } : {}),
    originalSize: product.mainImageUrl ? (product.mainImageSize ?? '') : PLACEHOLDER_IMAGE.size,
    imageWidth: width,
    imageHeight: height,
    tags: product.tags,
    categories: product.categories,
    structuredContent: {
      productType: productTypeCode(product.productType),
      currency,
      variants,
      variantOptionOrdering: product.variantOptionOrdering,
      isSubscribable: product.isSubscribable,
      subscriptionPlan: product.subscriptionPlan,
      useCustomAddButtonText: product.useCustomAddButtonText,
      customAddButtonText: product.customAddButtonText ?? '',
      additionalFieldsFormId: product.additionalFieldsFormId,
      giftCardDenominations: product.giftCardDenominations ?? null,
      // Digital goods keep one price on the product itself.
      priceMoney: first ? moneyFromMinor(first.priceCents, currency) : moneyFromMinor(0, currency),
      salePriceMoney: first ? moneyFromMinor(first.salePriceCents, currency) : moneyFromMinor(0, currency),
      onSale: first?.onSale ?? false,
      ...(extras ? { additionalFieldsForm: extras.additionalFieldsForm } : {}),
    },
    ...(extras ? { installmentContext: extras.installmentContext } : {}),
  };
}

function variantToContext(variant: Variant, currency: CurrencyCode, ordering: string[]): Record<string, unknown> {
  const names = ordering.length ? ordering : Object.keys(variant.attributes);
  return {
    id: variant.id,
    sku: variant.sku,
    price: variant.priceCents,
    salePrice: variant.salePriceCents,
    onSale: variant.onSale,
    priceMoney: moneyFromMinor(variant.priceCents, currency),
    salePriceMoney: moneyFromMinor(variant.salePriceCents, currency),
    qtyInStock: variant.qtyInStock,
    unlimited: variant.unlimited,
    attributes: variant.attributes,
    optionValues: names
      .filter((name) => name in variant.attributes)
      .map((optionName) => ({ optionName, value: variant.attributes[optionName] })),
    imageUrl: variant.imageUrl,
  };
}

/** Parses 'WIDTHxHEIGHT'; zeros when absent or malformed. */
export function parseSize(size: string | null | undefined): [number, number] {
  const match = /^(\d+)x(\d+)$/.exec(size ?? '');
  return match ? [Number(match[1]), Number(match[2])] : [0, 0];
}
