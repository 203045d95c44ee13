/** A form's builder (`/config/forms/:id`), with links to its submissions. */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { FormBuilder } from './form-builder.tsx';
import { asOwnerForm } from './forms-types.ts';

export default function FormBuilderPage({ params }: PageProps) {
  const load = useRouteQuery('getOwnerForm', { params: { id: params.id } });
  return (
    <LoadView load={load}>
      {({ form }) => (
        <>
          <PageHeader title={`Form: ${form.name}`}>
            <Link href={hrefFor('forms')}>All forms</Link>
            <Link href={hrefFor('form-submissions', { id: form.id })}>Submissions</Link>
          </PageHeader>
          <FormBuilder initial={asOwnerForm(form)} onSaved={(saved) => load.setData(() => ({ form: saved }))} />
        </>
      )}
    </LoadView>
  );
}
