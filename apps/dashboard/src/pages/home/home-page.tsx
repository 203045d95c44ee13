/**
 * Home (`/config/home`): where an owner lands after signing in — the day's and the week's sales,
 * orders, visitors and conversion, what needs doing, and for a new site the getting-started checklist.
 */
import { roleAllows } from '@plinth/platform';
import { Suspense } from 'react';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { SetupChecklist } from '../page-registry.ts';
import { HomeView } from './home-view.tsx';
import './home.css';

export default function HomePage() {
  const { contributor, siteName } = useSession();
  const home = useRouteQuery('getOwnerHome');
  return (
    <>
      <PageHeader title="Home">{siteName && <span className="muted">{siteName}</span>}</PageHeader>
      {roleAllows(contributor.role, 'settings:write') && (
        <Suspense fallback={null}>
          <SetupChecklist />
        </Suspense>
      )}
      <LoadView load={home}>{(answer) => <HomeView home={answer} />}</LoadView>
    </>
  );
}
