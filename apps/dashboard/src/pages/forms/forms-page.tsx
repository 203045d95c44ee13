/** Forms (`/config/forms`): every form of the site with its submission count; links to its builder and submissions. */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { roleAllows } from '@plinth/platform';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import type { OwnerForm } from './forms-types.ts';
import { NewFormButton } from './new-form-button.tsx';

export default function FormsPage(_props: PageProps) {
  const { contributor } = useSession();
  const load = useRouteQuery('listOwnerForms');
  return (
    <>
      <PageHeader title="Forms">
        <Link href={hrefFor('mailing-list')}>Mailing list</Link>
        <Link href={hrefFor('captcha')}>Captcha</Link>
        {roleAllows(contributor.role, 'forms:write') && <NewFormButton />}
      </PageHeader>
      <LoadView load={load}>
        {({ forms }) =>
          forms.length === 0 ? (
            <p className="empty">No forms yet.</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Form</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Fields</th>
                  <th scope="col">Submissions</th>
                  <th scope="col">Captcha</th>
                  <th scope="col">Updated</th>
                </tr>
              </thead>
              <tbody>
                {forms.map((form) => (
                  <tr key={form.id}>
                    <th scope="row">
                      <Link href={hrefFor('form', { id: form.id })}>{form.name}</Link>
                    </th>
                    <td>{form.isNewsletter ? 'Newsletter' : 'Form'}</td>
                    <td>{form.fields.filter((field) => field.type !== 'section').length}</td>
                    <td>
                      <Link href={hrefFor('form-submissions', { id: form.id })} aria-label={`${form.submissionCount ?? 0} submissions of ${form.name}`}>
                        {form.submissionCount ?? 0}
                      </Link>
                    </td>
                    <td>{form.captchaEnabled ? 'On' : 'Off'}</td>
                    <td>{formatDateTime(form.updatedAt)}</td>
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
