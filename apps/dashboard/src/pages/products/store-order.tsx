/**
 * The order of each store on the storefront (the sort control, platform.md §2): Unsorted keeps the
 * owner's own order, Sort By title, date or price. Distinct from the table's Sort by, which only
 * orders this view. Shown to roles that may read the site's content.
 */
import { roleAllows } from '@plinth/platform';
import type { Collection } from '../../api/types.ts';
import { SavedSortControl } from '../../components/sort-control.tsx';
import { useSession } from '../../components/session.ts';
import { useLoad } from '../../components/use-load.ts';

export function StoreOrder() {
  const { api, contributor } = useSession();
  const stores = useLoad(async () => (await api.get<{ collections: Collection[] }>('/api/owner/collections')).collections.filter((c) => c.type === 'products'), 'stores');
  if (!roleAllows(contributor.role, 'content:read') || stores.status !== 'success') return null;
  return (
    <div className="store-order">
      {stores.data.map((store) => (
        <SavedSortControl key={store.id} targetId={store.id} legend={`Order of ${store.title} on the site`} />
      ))}
    </div>
  );
}
