/** One customer (`/config/customers/:id`): loads the customer and shows {@link CustomerView}. */
import type { CustomerDetail } from '../../api/types.ts';
import { LoadView } from '../../components/load-view.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import type { PageProps } from '../page-entry.ts';
import { CustomerView } from './customer-view.tsx';

export default function CustomerPage({ params }: PageProps) {
  const load = useRouteQuery('getOwnerCustomer', { params: { id: params.id } });
  return <LoadView load={load}>{({ customer }) => <CustomerView customer={customer as CustomerDetail} />}</LoadView>;
}
