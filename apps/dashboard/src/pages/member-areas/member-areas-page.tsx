/**
 * Member areas (`/config/member-areas`): every area of the site by name with its access (free, or
 * the membership's price), how much content it keeps and how many members have access now.
 */
import type { MemberArea } from '../../api/types.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { accessLabel } from './access-label.ts';

export default function MemberAreasPage(_props: PageProps) {
  const { api } = useSession();
  const load = useRouteQuery('listMemberAreas');
  return (
    <>
      <PageHeader title="Member areas">
        <Link className="button button--primary" href={hrefFor('member-area-new')}>
          New member area
        </Link>
      </PageHeader>
      <p className="muted intro">Keep pages, blog posts and stores for members: visitors without access see a page that asks them to join.</p>
      <LoadView load={load}>
        {({ memberAreas }) =>
          memberAreas.length === 0 ? (
            <p className="empty">No member areas yet.</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Member area</th>
                  <th scope="col">Access</th>
                  <th scope="col">Content</th>
                  <th scope="col" className="num">
                    Members
                  </th>
                </tr>
              </thead>
              <tbody>
                {memberAreas.map((area) => (
                  <tr key={area.id}>
                    <th scope="row">
                      <Link href={hrefFor('member-area', { id: area.id })}>{area.name}</Link>
                    </th>
                    <td>{accessLabel(area)}</td>
                    <td>{area.content.length ? area.content.map((entry) => entry.title).join(', ') : <span className="muted">Nothing yet</span>}</td>
                    <td className="num">{area.memberCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </LoadView>
    </>
  );
}
