/**
 * The signed-in layout: a sidebar with the role's pages in titled groups, a Search button (and
 * Ctrl/⌘+K) for the command palette, the owner's e-mail and role and 'Sign out', and the current
 * page in <main>. Each screen names the window ('Orders · <site name>') and, after an in-app
 * navigation, its heading takes focus. On a narrow screen the sidebar folds into a Menu button.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { failureMessage } from './api/api-error.ts';
import { CommandPalette } from './components/command-palette.tsx';
import { PageErrorBoundary } from './components/error-boundary.tsx';
import { Failure, Loading } from './components/status-views.tsx';
import { useSession } from './components/session.ts';
import { labelTablesUnder } from './components/table-labels.ts';
import { navGroups } from './navigation.ts';
import { PAGE_COMPONENTS } from './pages/page-registry.ts';
import { roleLabel } from './role-label.ts';
import { hrefFor, type Match } from './router/routes.ts';
import { Link, navigate } from './router/history.ts';
import { focusHeadingOf, windowTitle } from './screen-title.ts';

/** Props of {@link Shell}. */
export interface ShellProps {
  match: Match;
  /** The current path and query; a change moves focus to the new page. */
  location: string;
  /** Shown instead of the page (not found, not allowed). */
  notice?: ReactNode;
  /** The screen's name in the window title when a notice is shown. */
  noticeTitle?: string;
}

/** Renders the sidebar and the page of `match`. */
export function Shell({ match, location, notice, noticeTitle }: ShellProps) {
  const { contributor, api, siteName } = useSession();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const openPalette = useCallback((open: boolean) => setPaletteOpen(open), []);
  const queryClient = useQueryClient();
  const screen = notice ? (noticeTitle ?? 'Page not found') : match.route.title;

  useEffect(() => {
    document.title = windowTitle(screen, siteName);
  }, [screen, siteName]);
  useEffect(() => (main.current ? labelTablesUnder(main.current) : undefined), []);
  useEffect(() => {
    setMenuOpen(false);
    // After an in-app navigation, focus goes to the new screen's heading (once it has rendered).
    if (first.current) {
      first.current = false;
      return;
    }
    if (main.current) return focusHeadingOf(main.current);
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
  const groups = navGroups(contributor.role);
  // Detail pages light up their list in the sidebar (a post's screens belong to Pages).
  const listPath = match.route.path.startsWith('/posts/') ? '/pages' : match.route.path;
  const current = groups
    .flatMap((group) => group.items)
    .filter((item) => listPath.startsWith(item.href.slice('/config'.length)))
    .sort((a, b) => b.href.length - a.href.length)[0];
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="sidebar">
        <div className="sidebar__top">
          <p className="sidebar__brand">Plinth</p>
          <button type="button" className="sidebar__search" onClick={() => setPaletteOpen(true)} aria-keyshortcuts="Control+K Meta+K">
            <span>Search</span>
            <kbd className="sidebar__kbd" aria-hidden="true">
              Ctrl K
            </kbd>
          </button>
          <button type="button" className="button button--quiet sidebar__menu" aria-expanded={menuOpen} aria-controls="sidebar-panel" onClick={() => setMenuOpen(!menuOpen)}>
            <span aria-hidden="true">☰</span> Menu
          </button>
        </div>
        <div id="sidebar-panel" className={`sidebar__panel${menuOpen ? ' sidebar__panel--open' : ''}`}>
          <nav aria-label="Dashboard">
            <ul className="sidebar__nav">
              {groups.map((group) => (
                <li key={group.title} className="sidebar__group">
                  {(group.items.length > 1 || group.items[0]!.title !== group.title) && (
                    <span className="sidebar__group-title" id={`nav-group-${group.title.toLowerCase()}`}>
                      {group.title}
                    </span>
                  )}
                  <ul className="sidebar__items" aria-labelledby={group.items.length > 1 || group.items[0]!.title !== group.title ? `nav-group-${group.title.toLowerCase()}` : undefined}>
                    {group.items.map((item) => (
                      <li key={item.name}>
                        <Link href={item.href} className="sidebar__link" aria-current={!notice && item === current ? 'page' : undefined}>
                          {item.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
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
        </div>
      </aside>
      <main id="main" className="main" ref={main} tabIndex={-1}>
        <PageErrorBoundary resetKey={location}>
          {notice ?? <Suspense fallback={<Loading />}>{Page && <Page params={match.params} query={match.query} />}</Suspense>}
        </PageErrorBoundary>
      </main>
      <CommandPalette open={paletteOpen} onOpenChange={openPalette} />
    </div>
  );
}
