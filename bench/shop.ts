/** The parts of /shop?format=json the benches read. */
interface ShopItem {
  id: string;
  fullUrl: string;
  title: string;
  structuredContent?: {
    /** The hosted builder's number (1 = physical) or its name. */
    productType?: number | string;
    isSubscribable?: boolean;
    additionalFieldsFormId?: string | null;
    variantOptionOrdering?: string[];
    variants?: { sku: string; unlimited: boolean }[];
  };
}

async function shopItems(baseURL: string): Promise<ShopItem[]> {
  const response = await fetch(`${baseURL}/shop?format=json`);
  if (!response.ok) throw new Error(`GET /shop?format=json answered ${response.status}`);
  const { items } = (await response.json()) as { items?: ShopItem[] };
  if (!items?.length) throw new Error('The shop has no items');
  return items;
}

/** The first product with two variant options (the demo's Merino Crew Tee): the product page of the page bench. */
export async function twoOptionProduct(baseURL: string): Promise<{ title: string; path: string }> {
  const item = (await shopItems(baseURL)).find((i) => i.structuredContent?.variantOptionOrdering?.length === 2);
  if (!item) throw new Error('The shop has no product with two options');
  return { title: item.title, path: item.fullUrl };
}

/**
 * A variant with unlimited stock of a plain physical product (no subscription, no form), so adds
 * never run out of stock and need no extra fields.
 */
export async function unlimitedVariant(baseURL: string): Promise<{ title: string; itemId: string; sku: string }> {
  for (const item of await shopItems(baseURL)) {
    const sc = item.structuredContent;
    if (!sc || (sc.productType !== 1 && sc.productType !== 'PHYSICAL') || sc.isSubscribable || sc.additionalFieldsFormId) continue;
    const variant = sc.variants?.find((v) => v.unlimited);
    if (variant) return { title: item.title, itemId: item.id, sku: variant.sku };
  }
  throw new Error('The shop has no physical product with an unlimited-stock variant');
}
