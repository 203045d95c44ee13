/**
 * Products & inventory (`/config/products`): search by title or SKU, sort by
 * name, stock or price, expand a row to edit its variants, next page by
 * cursor (platform.md §2, the inventory panel). The query lives in the URL.
 */
import { useState, type FormEvent } from 'react';
import type { ProductPage } from '../../api/types.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { roleAllows } from '@plinth/platform';
import { Link, navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { inventorySearch, parseInventoryQuery, productsRequest, type InventoryQuery, type SortKey, type SortOrder } from './inventory-query.ts';
import { ProductRow } from './product-row.tsx';
import { StoreOrder } from './store-order.tsx';

export default function ProductsPage({ query: params }: PageProps) {
  const { api, contributor } = useSession();
  const query = parseInventoryQuery(params);
  const load = useRouteQuery('listOwnerProducts', productsRequest(query));
  const [search, setSearch] = useState(query.q);
  const go = (next: Partial<InventoryQuery>) => navigate(hrefFor('products') + inventorySearch({ ...query, cursor: '', ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: search.trim() });
  };

  return (
    <>
      <PageHeader title="Products">
        {roleAllows(contributor.role, 'products:write') && (
          <Link className="button button--primary" href={hrefFor('product-new')}>
            Add product
          </Link>
        )}
      </PageHeader>
      <StoreOrder />
      <div className="toolbar">
        <form role="search" className="toolbar__search" onSubmit={submit}>
          <label className="field field--inline">
            <span className="field__label">Search products</span>
            <input type="search" value={search} placeholder="Title or SKU" onChange={(e) => setSearch(e.target.value)} />
          </label>
          <button type="submit" className="button">
            Search
          </button>
        </form>
        <label className="field field--inline">
          <span className="field__label">Sort by</span>
          <select value={query.sort} onChange={(e) => go({ sort: e.target.value as SortKey })}>
            <option value="name">Name</option>
            <option value="stock">Stock</option>
            <option value="price">Price</option>
          </select>
        </label>
        <label className="field field--inline">
          <span className="field__label">Order</span>
          <select value={query.order} onChange={(e) => go({ order: e.target.value as SortOrder })}>
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        </label>
      </div>
      <LoadView load={load}>
        {(page) => (
          <>
            {page.products.length === 0 ? (
              <p className="empty">{query.q ? `No products match “${query.q}”.` : 'No products yet.'}</p>
            ) : (
              <table className="table">
                <caption className="visually-hidden">Products, sorted by {query.sort} ({query.order === 'asc' ? 'ascending' : 'descending'})</caption>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Type</th>
                    <th scope="col" className="num">Variants</th>
                    <th scope="col" className="num">Stock</th>
                    <th scope="col" className="num">Price</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                {page.products.map((product) => (
                  <ProductRow
                    key={product.id}
                    product={product}
                    onChange={(next) => load.setData((p) => ({ ...p, products: p.products.map((x) => (x.id === next.id ? (next as typeof x) : x)) }))}
                    onRemoved={() => load.setData((p) => ({ ...p, products: p.products.filter((x) => x.id !== product.id) }))}
                  />
                ))}
              </table>
            )}
            <nav className="pager" aria-label="Pages of products">
              {query.cursor && (
                <Link className="button" href={hrefFor('products') + inventorySearch({ ...query, cursor: '' })}>
                  First page
                </Link>
              )}
              {page.nextCursor && (
                <button type="button" className="button" onClick={() => go({ cursor: page.nextCursor! })}>
                  Next page
                </button>
              )}
            </nav>
          </>
        )}
      </LoadView>
    </>
  );
}
