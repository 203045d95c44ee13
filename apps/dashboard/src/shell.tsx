/**
 * The signed-in layout: a left sidebar with the pages the role may use, the
 * owner's e-mail and role and 'Sign out', and the current page in <main>.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { failureMessage } from './api/api-error.ts';
import { PageErrorBoundary } from './components/error-boundary.tsx';
import { Failure, Loading } from './components/status-views.tsx';
import { useSession } from './components/session.ts';
import { navItems } from './navigation.ts';
import { PAGE_COMPONENTS } from './pages/page-registry.ts';
import { roleLabel } from './role-label.ts';
import { hrefFor, type Match } from './router/routes.ts';
import { Link, navigate } from './router/history.ts';

/** Props of {@link Shell}. */
export interface ShellProps {
  match: Match;
  /** The current path and query; a change moves focus to the new page. */
  location: string;
  /** Shown instead of the page (not found, not allowed). */
  notice?: ReactNode;
  /** Shown above the page (the getting-started checklist on the first screen). */
  banner?: ReactNode;
}

/** Renders the sidebar and the page of `match`. */
export function Shell({ match, location, notice, banner }: ShellProps) {
  const { contributor, api } = useSession();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    // After an in-app navigation, focus goes to the new content as after a page load.
    if (first.current) first.current = false;
    else main.current?.focus();
  }, [location]);

  const signOut = async () => {
    try {
      await api.call('signOut');
      // The next owner to sign in on this browser sees nothing of this one's answers.
      queryClient.clear();
      navigate(hrefFor('login'), { replace: true });
    } catch (error) {
      setSignOutError(failureMessage(error, 'save'));
    }
  };

  const name = match.route.name;
  // The sign-in page is rendered by app.tsx, outside the shell.
  const Page = name === 'login' ? null : PAGE_COMPONENTS[name];
  const items = navItems(contributor.role);
  // Detail pages light up their list in the sidebar (a post's screens belong to Pages).
  const listPath = match.route.path.startsWith('/posts/') ? '/pages' : match.route.path;
  const section = items.find((item) => listPath.startsWith(item.href.slice('/config'.length)));
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="sidebar">
        <p className="sidebar__brand">Plinth</p>
        <nav aria-label="Dashboard">
          <ul className="sidebar__nav">
            {items.map((item) => (
              <li key={item.name}>
                <Link href={item.href} className="sidebar__link" aria-current={!notice && item === section ? 'page' : undefined}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="sidebar__user">
          <span className="sidebar__email">{contributor.email}</span>
          <span className="sidebar__role">{roleLabel(contributor.role)}</span>
          <button type="button" className="button button--quiet" onClick={signOut}>
            Sign out
          </button>
          {signOutError && <Failure message={signOutError} />}
        </div>
      </aside>
      <main id="main" className="main" ref={main} tabIndex={-1}>
        <PageErrorBoundary resetKey={location}>
          {notice ?? (
            <>
              {banner}
              <Suspense fallback={<Loading />}>{Page && <Page params={match.params} query={match.query} />}</Suspense>
            </>
          )}
        </PageErrorBoundary>
      </main>
    </div>
  );
}
