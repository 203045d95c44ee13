import type { FastifyInstance } from 'fastify';

/*
 * Test helper (not a route): reads the demo catalogue the way the islands see it, through the shop
 * page's `?format=json` context, so tests address products by url id and skus like a visitor would.
 */

export interface CatalogProduct {
  id: string;
  urlId: string;
  title: string;
  skus: string[];
}

/** The products of /shop on the site the Host header names, by url id. */
export async function shopCatalog(app: FastifyInstance, host = 'localhost'): Promise<Map<string, CatalogProduct>> {
  const response = await app.inject({ url: '/shop?format=json', headers: { host } });
  if (response.statusCode !== 200) throw new Error(`/shop?format=json answered ${response.statusCode}`);
  const context = response.json() as { items: { id: string; urlId: string; title: string; structuredContent: { variants: { sku: string }[] } }[] };
  return new Map(
    context.items.map((item) => [
      item.urlId,
      { id: item.id, urlId: item.urlId, title: item.title, skus: item.structuredContent.variants.map((v) => v.sku) },
    ]),
  );
}

/** The product with this url id; throws when the demo store lacks it. */
export function product(catalog: Map<string, CatalogProduct>, urlId: string): CatalogProduct {
  const found = catalog.get(urlId);
  if (!found) throw new Error(`No product ${urlId} in the shop`);
  return found;
}
