/**
 * Site access (`/config/site-access`): the site-wide lock screen (page type 103), pages with their
 * own password (105), the popup overlay (104) and the splash page (3).
 * `getSiteAccess`, each section saved on its own (docs/page-types-api.md).
 */
import type { SiteAccessSettings } from '@plinth/api';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import type { PageProps } from '../page-entry.ts';
import { LockForm } from './lock-form.tsx';
import { PagePasswords } from './page-passwords.tsx';
import { PopupForm } from './popup-form.tsx';
import { SplashForm } from './splash-form.tsx';
import './site-access.css';

export default function SiteAccessPage(_props: PageProps) {
  const load = useRouteQuery('getSiteAccess');
  return (
    <>
      <PageHeader title="Site access" />
      <LoadView load={load}>
        {(settings) => (
          <div className="site-access">
            <LockForm initial={settings.lock} onSaved={(lock) => load.setData((s) => ({ ...s, lock }))} />
            <PagePasswords pages={settings.pages} onSaved={(page) => load.setData((s) => ({ ...s, pages: s.pages.map((p) => (p.collectionId === page.collectionId ? page : p)) }))} />
            <PopupForm initial={settings.popup} onSaved={(popup) => load.setData((s) => ({ ...s, popup }))} />
            <SplashForm initial={settings.splash} onSaved={(splash) => load.setData((s) => ({ ...s, splash }))} />
          </div>
        )}
      </LoadView>
    </>
  );
}
