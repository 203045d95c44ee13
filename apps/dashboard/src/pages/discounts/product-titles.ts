/** The store's products (id → title) for the discount list and form; the first 100 by name. */
import { useMemo } from 'react';
import { useRouteQuery } from '../../api/use-route-query.ts';

/** A product a discount can be limited to. */
export interface ProductChoice {
  id: string;
  title: string;
}

/** The products the owner can limit a discount to, in name order; [] while they load. */
export function useProducts(): { products: ProductChoice[]; loading: boolean } {
  const load = useRouteQuery('listOwnerProducts', { query: { sort: 'name', direction: 'asc', limit: 100 } });
  const products = useMemo(() => (load.status === 'success' ? load.data.products.map((p) => ({ id: p.id, title: p.title })) : []), [load]);
  return { products, loading: load.status === 'pending' };
}

/** Product id → title. */
export function useProductTitles(): ReadonlyMap<string, string> {
  const { products } = useProducts();
  return useMemo(() => new Map(products.map((p) => [p.id, p.title])), [products]);
}
