/**
 * Captcha (`/config/forms/captcha`): which captcha provider the site's forms use
 * (storefront.md §5, platform.md §8). `GET`/`PUT /api/owner/captcha-settings`.
 */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useLoad } from '../../components/use-load.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { CaptchaSettingsForm } from './captcha-settings-form.tsx';
import type { CaptchaSettings } from './captcha-settings.ts';

export default function CaptchaPage(_props: PageProps) {
  const { api } = useSession();
  const load = useLoad(() => api.get<CaptchaSettings>('/api/owner/captcha-settings'), 'captcha-settings');
  return (
    <>
      <PageHeader title="Captcha">
        <Link href={hrefFor('forms')}>All forms</Link>
      </PageHeader>
      <LoadView load={load}>{(settings) => <CaptchaSettingsForm initial={settings} onSaved={(next) => load.setData(() => next)} />}</LoadView>
    </>
  );
}
