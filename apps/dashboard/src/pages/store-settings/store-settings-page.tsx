/**
 * Store settings (`/config/commerce/settings`): the store's currency and time zone, the name and
 * address invoices and e-mails carry, express checkout and a custom cart, the smallest order and the
 * merchandising words of the product pages (docs/owner-api.md "Store settings").
 */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import type { PageProps } from '../page-entry.ts';
import { StoreSettingsForm } from './store-settings-form.tsx';

export default function StoreSettingsPage(_props: PageProps) {
  const load = useRouteQuery('getStoreSettings');
  return (
    <>
      <PageHeader title="Store settings" />
      <LoadView load={load}>{(settings) => <StoreSettingsForm initial={settings} onSaved={(next) => load.setData(() => next)} />}</LoadView>
    </>
  );
}
