/**
 * One discount's form (`/config/commerce/discounts/new` and `/config/commerce/discounts/:id`): made
 * or changed through the contract's `createDiscount` / `updateDiscount`, then back to the list.
 */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import type { PageProps } from '../page-entry.ts';
import { DiscountForm } from './discount-form.tsx';
import './discounts.css';

function EditDiscount({ id }: { id: string }) {
  const load = useRouteQuery('getDiscount', { params: { id } });
  return (
    <>
      <PageHeader title={load.status === 'success' ? `Discount ${load.data.discount.code ?? load.data.discount.title}` : 'Discount'} />
      <LoadView load={load}>{({ discount }) => <DiscountForm initial={discount} />}</LoadView>
    </>
  );
}

export default function DiscountPage({ params }: PageProps) {
  if (params.id) return <EditDiscount id={params.id} />;
  return (
    <>
      <PageHeader title="New discount" />
      <DiscountForm initial={null} />
    </>
  );
}
