/**
 * Analytics settings (`/config/analytics/settings`): the cookie policy visitors get and how long
 * raw events are kept. Anyone who reads reports sees them; ADMIN and WEBSITE_MANAGER change them.
 */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useLoad } from '../../components/use-load.ts';
import type { PageProps } from '../page-entry.ts';
import './analytics.css';
import { AnalyticsTabs } from './analytics-tabs.tsx';
import { AnalyticsSettingsForm, type AnalyticsSettings } from './settings-page-form.tsx';

export default function SettingsPage(_props: PageProps) {
  const { api } = useSession();
  const load = useLoad(() => api.get<AnalyticsSettings>('/api/owner/analytics/settings'), 'analytics-settings');
  return (
    <>
      <PageHeader title="Analytics" />
      <AnalyticsTabs current="analytics-settings" />
      <LoadView load={load}>{(settings) => <AnalyticsSettingsForm initial={settings} onSaved={(next) => load.setData(() => next)} />}</LoadView>
    </>
  );
}
