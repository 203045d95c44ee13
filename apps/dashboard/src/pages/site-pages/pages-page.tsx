/**
 * Pages (`/config/pages`): every page of the site in navigation order, with
 * its status label (platform.md §3: Scheduled, Needs Review, Draft, Private;
 * a published page has none).
 */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useLoad } from '../../components/use-load.ts';
import { statusLabel, type PageRow } from './status-label.ts';

export default function PagesPage() {
  const { api } = useSession();
  const load = useLoad(() => api.get<{ pages: PageRow[] }>('/api/owner/pages'), 'pages');
  return (
    <>
      <PageHeader title="Pages" />
      <LoadView load={load}>
        {({ pages }) =>
          pages.length === 0 ? (
            <p className="empty">The site has no pages.</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Address</th>
                  <th scope="col">Type</th>
                  <th scope="col">Status</th>
                  <th scope="col">Navigation</th>
                </tr>
              </thead>
              <tbody>
                {pages.map((page) => {
                  const label = statusLabel(page);
                  return (
                    <tr key={page.id}>
                      <th scope="row">{page.title}</th>
                      <td>
                        <a href={page.fullUrl ?? `/${page.urlId}`}>{page.fullUrl ?? `/${page.urlId}`}</a>
                      </td>
                      <td>{page.type}</td>
                      <td>{label ? <span className={`badge badge--status`}>{label}</span> : <span className="muted">Published</span>}</td>
                      <td>{page.navIndex === null || page.navIndex === undefined ? '—' : `Position ${page.navIndex + 1}`}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )
        }
      </LoadView>
    </>
  );
}
