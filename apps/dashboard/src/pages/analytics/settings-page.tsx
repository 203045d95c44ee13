/**
 * Analytics settings (`/config/analytics/settings`): the cookie policy visitors get and how long
 * raw events are kept. Anyone who reads reports sees them; ADMIN and WEBSITE_MANAGER change them.
 */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import type { PageProps } from '../page-entry.ts';
import './analytics.css';
import { AnalyticsTabs } from './analytics-tabs.tsx';
import { AnalyticsSettingsForm } from './settings-page-form.tsx';

export default function SettingsPage(_props: PageProps) {
  const load = useRouteQuery('getAnalyticsSettings');
  return (
    <>
      <PageHeader title="Analytics" />
      <AnalyticsTabs current="analytics-settings" />
      <LoadView load={load}>{(settings) => <AnalyticsSettingsForm initial={settings} onSaved={(next) => load.setData(() => next)} />}</LoadView>
    </>
  );
}
