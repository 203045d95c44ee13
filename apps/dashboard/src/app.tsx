/**
 * The owner app: the sign-in page, or — once the session (`getSession`) says who
 * is signed in — the shell with the page of the current URL. A 401 sends the
 * visitor to sign in and back here afterwards.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { ApiError } from './api/api-error.ts';
import type { ApiClient } from './api/client.ts';
import type { SessionAnswer } from './api/types.ts';
import { useRouteQuery } from './api/use-route-query.ts';
import { ApiContext } from './components/api-context.ts';
import { LoadView } from './components/load-view.tsx';
import { SessionContext, toSession, type Session } from './components/session.ts';
import { Loading } from './components/status-views.tsx';
import { homeHref, mayOpen } from './navigation.ts';
import { LoginPage, SetupPage } from './pages/page-registry.ts';
import { PageHeader } from './components/page-header.tsx';
import { Shell } from './shell.tsx';
import { windowTitle } from './screen-title.ts';
import { Link, navigate, useLocation } from './router/history.ts';
import { hrefFor, matchRoute } from './router/routes.ts';

/** The sign-in URL that comes back to `location` afterwards. */
export function loginHref(location: string): string {
  return `${hrefFor('login')}?next=${encodeURIComponent(location)}`;
}

/** Root component; `api` and the cache are created once in main.tsx. */
export function App({ api, queryClient }: { api: ApiClient; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={api}>
        <Screen api={api} />
      </ApiContext.Provider>
    </QueryClientProvider>
  );
}

/** The sign-in page or the signed-in app, by URL. */
function Screen({ api }: { api: ApiClient }) {
  const location = useLocation();
  const [pathname, search = ''] = location.split('?');
  const match = matchRoute(pathname, search ? `?${search}` : '');
  if (match?.route.name === 'login' || match?.route.name === 'setup') {
    const Page = match.route.name === 'login' ? LoginPage : SetupPage;
    return (
      <>
        <WindowTitle title={match.route.name === 'login' ? 'Sign in' : match.route.title} />
        <Suspense fallback={<Loading />}>
          {match.route.name === 'login' && <SetupFirst />}
          <Page params={match.params} query={match.query} />
        </Suspense>
      </>
    );
  }
  return <SignedIn api={api} location={location} />;
}

/** Names the window while the sign-in and setup screens show (the shell names the others). */
function WindowTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = windowTitle(title, undefined);
  }, [title]);
  return null;
}

/** On a site with no owner yet nobody can sign in: the sign-in page hands over to the setup screen. */
function SetupFirst() {
  const setup = useRouteQuery('getSetupStatus');
  const needed = setup.status === 'success' && setup.data.needed;
  useEffect(() => {
    if (needed) navigate(hrefFor('setup'), { replace: true });
  }, [needed]);
  return null;
}

/** Loads the session, then renders the shell (or sends the visitor to sign in). */
function SignedIn({ api, location }: { api: ApiClient; location: string }) {
  const session = useRouteQuery('getSession');
  const unauthorized = session.status === 'failed' && session.error instanceof ApiError && session.error.status === 401;
  // Signed out: to sign-in, or to the setup screen while the site has no owner.
  const setup = useRouteQuery('getSetupStatus', undefined, { enabled: unauthorized });
  const setupDecided = setup.status !== 'pending';
  const setupNeeded = setup.status === 'success' && setup.data.needed;
  useEffect(() => {
    if (unauthorized && setupDecided) navigate(setupNeeded ? hrefFor('setup') : loginHref(location), { replace: true });
  }, [unauthorized, setupDecided, setupNeeded, location]);
  if (unauthorized) return <Loading />;
  return (
    <LoadView load={session}>
      {(answer) => <SignedInShell api={api} answer={answer} location={location} />}
    </LoadView>
  );
}

function SignedInShell({ api, answer, location }: { api: ApiClient; answer: SessionAnswer; location: string }) {
  const value = useMemo<Session>(() => toSession(api, answer), [api, answer]);
  const [pathname, search = ''] = location.split('?');
  const match = matchRoute(pathname, search ? `?${search}` : '');
  const role = answer.contributor.role;
  const home = homeHref(role);
  const atRoot = pathname.replace(/\/+$/, '') === '/config';
  useEffect(() => {
    if (atRoot && home) navigate(home, { replace: true });
  }, [atRoot, home]);
  if (atRoot && home) return <Loading />;
  const known = !!match;
  return (
    <SessionContext.Provider value={value}>
      {match && mayOpen(role, match.route) ? (
        <Shell match={match} location={location} />
      ) : (
        <Shell
          match={matchRoute(home ?? '/config/products')!}
          location={location}
          notice={<NotHere known={known} home={home} />}
          noticeTitle={known ? 'Not available' : 'Page not found'}
        />
      )}
    </SessionContext.Provider>
  );
}

/** Shown for an unknown page, or one the role may not use. */
function NotHere({ known, home }: { known: boolean; home: string | null }) {
  return (
    <>
      <PageHeader title={known ? 'Not available' : 'Page not found'} />
      <p>{known ? 'Your role does not give access to this page.' : 'There is no such page in the dashboard.'}</p>
      {home && <Link href={home}>Go to the dashboard</Link>}
    </>
  );
}
