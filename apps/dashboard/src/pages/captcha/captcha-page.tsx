/**
 * Captcha (`/config/forms/captcha`): which captcha provider the site's forms use
 * (storefront.md §5, platform.md §8). `getOwnerCaptchaSettings` / `saveOwnerCaptchaSettings`.
 */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { CaptchaSettingsForm } from './captcha-settings-form.tsx';

export default function CaptchaPage(_props: PageProps) {
  const load = useRouteQuery('getOwnerCaptchaSettings');
  return (
    <>
      <PageHeader title="Captcha">
        <Link href={hrefFor('forms')}>All forms</Link>
      </PageHeader>
      <LoadView load={load}>{(settings) => <CaptchaSettingsForm initial={settings} onSaved={(next) => load.setData(() => next)} />}</LoadView>
    </>
  );
}
