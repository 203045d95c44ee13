/**
 * The order of each store on the storefront (the sort control, platform.md §2): Unsorted keeps the
 * owner's own order, Sort By title, date or price. Distinct from the table's Sort by, which only
 * orders this view. Shown to roles that may read the site's content.
 */
import { roleAllows } from '@plinth/platform';
import { SavedSortControl } from '../../components/sort-control.tsx';
import { useSession } from '../../components/session.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';

export function StoreOrder() {
  const { contributor } = useSession();
  const collections = useRouteQuery('listOwnerCollections');
  if (!roleAllows(contributor.role, 'content:read') || collections.status !== 'success') return null;
  const stores = collections.data.collections.filter((c) => c.type === 'products');
  return (
    <div className="store-order">
      {stores.map((store) => (
        <SavedSortControl key={store.id} targetId={store.id} legend={`Order of ${store.title} on the site`} />
      ))}
    </div>
  );
}
