/**
 * The commerce domain shape shared by the server and the islands (ARCHITECTURE.md
 * contract). Amounts are integer minor units of the product's currency.
 */
import type { TemplateProductType } from '@plinth/platform';
import type { CurrencyCode } from './currencies.ts';

/**
 * What the store sells: the product types of codes 1-4 (platform.md §3), named in `@plinth/platform`
 * (`productTypeCode` / `templateProductTypeName` convert to and from the codes). Type-only import, so
 * the islands' bundle carries none of the catalogues.
 */
export type ProductType = TemplateProductType;

export interface Variant {
  id: string;
  sku: string;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  /** Option name → chosen value, e.g. { Size: 'M', Color: 'Blue' }. */
  attributes: Record<string, string>;
  imageUrl: string | null;
}

export interface Product {
  id: string;
  title: string;
  urlId: string;
  productType: ProductType;
  currency: CurrencyCode;
  variants: Variant[];
  /** Option names in display order; empty means "order of first appearance". */
  variantOptionOrdering: string[];
  isSubscribable: boolean;
  customAddButtonText: string | null;
  additionalFieldsFormId: string | null;
  /** Gift cards only: the amounts (minor units) a visitor may choose from. */
  giftCardDenominations?: number[];
}
