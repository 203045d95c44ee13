/**
 * Payments (`/config/commerce/payments`): which provider the shop takes payments through — the
 * built-in test provider, or Stripe with its keys (docs/checkout-api.md "Payments").
 * `getPaymentSettings` / `savePaymentSettings`; the change applies to the next checkout, no restart.
 */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import type { PageProps } from '../page-entry.ts';
import { PaymentSettingsForm } from './payment-settings-form.tsx';

export default function PaymentsPage(_props: PageProps) {
  const load = useRouteQuery('getPaymentSettings');
  return (
    <>
      <PageHeader title="Payments" />
      <LoadView load={load}>{(settings) => <PaymentSettingsForm initial={settings} onSaved={(next) => load.setData(() => next)} />}</LoadView>
    </>
  );
}
