/**
 * Contributors (`/config/contributors`, ADMIN only): who may sign in to the
 * site, their roles (changed in place), and a form to add someone.
 */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { AddContributorForm } from './add-contributor-form.tsx';
import { ContributorRow } from './contributor-row.tsx';

export default function ContributorsPage() {
  const load = useRouteQuery('listContributors');
  return (
    <>
      <PageHeader title="Contributors" />
      <LoadView load={load}>
        {({ contributors }) => (
          <>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Name</th>
                  <th scope="col">Role</th>
                </tr>
              </thead>
              <tbody>
                {contributors.map((c) => (
                  <ContributorRow
                    key={c.id}
                    contributor={c}
                    onChange={(next) => load.setData((d) => ({ contributors: d.contributors.map((x) => (x.id === next.id ? next : x)) }))}
                  />
                ))}
              </tbody>
            </table>
            <AddContributorForm onAdded={(added) => load.setData((d) => ({ contributors: [...d.contributors, added] }))} />
          </>
        )}
      </LoadView>
    </>
  );
}
