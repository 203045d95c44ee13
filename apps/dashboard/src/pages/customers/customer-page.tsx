/** One customer (`/config/customers/:id`): loads the customer and shows {@link CustomerView}. */
import type { CustomerDetail } from '../../api/types.ts';
import { LoadView } from '../../components/load-view.tsx';
import { useSession } from '../../components/session.ts';
import { useLoad } from '../../components/use-load.ts';
import type { PageProps } from '../page-entry.ts';
import { CustomerView } from './customer-view.tsx';

export default function CustomerPage({ params }: PageProps) {
  const { api } = useSession();
  const path = `/api/owner/customers/${encodeURIComponent(params.id)}`;
  const load = useLoad(() => api.get<{ customer: CustomerDetail }>(path), path);
  return <LoadView load={load}>{({ customer }) => <CustomerView customer={customer} />}</LoadView>;
}
