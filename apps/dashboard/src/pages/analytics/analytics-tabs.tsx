/**
 * The analytics area's own navigation: one link per analytics view the owner's role may open
 * (`/config/analytics`, `/config/analytics/errors`, …), the current one marked `aria-current`.
 * The list is read from the page declarations, so a new view only declares its page.
 */
import { mayOpen } from '../../navigation.ts';
import { useSession } from '../../components/session.ts';
import { Link } from '../../router/history.ts';
import { hrefFor, ROUTES } from '../../router/routes.ts';

/** The analytics views, in declaration order: `/analytics` and its literal sub-paths. */
export const ANALYTICS_VIEWS = ROUTES.filter((route) => /^\/analytics(\/[a-z-]+)?$/.test(route.path));

export function AnalyticsTabs({ current }: { current: string }) {
  const { contributor } = useSession();
  const views = ANALYTICS_VIEWS.filter((route) => mayOpen(contributor.role, route));
  if (views.length < 2) return null;
  return (
    <nav aria-label="Analytics views" className="analytics-tabs">
      <ul>
        {views.map((route) => (
          <li key={route.name}>
            <Link href={hrefFor(route.name)} aria-current={route.name === current ? 'page' : undefined}>
              {route.name === 'analytics' ? 'Traffic and sales' : route.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
