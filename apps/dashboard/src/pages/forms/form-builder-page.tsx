/** A form's builder (`/config/forms/:id`), with links to its submissions. */
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { useLoad } from '../../components/use-load.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { FormBuilder } from './form-builder.tsx';
import type { OwnerForm } from './forms-types.ts';

export default function FormBuilderPage({ params }: PageProps) {
  const { api } = useSession();
  const path = `/api/owner/forms/${encodeURIComponent(params.id)}`;
  const load = useLoad(() => api.get<{ form: OwnerForm }>(path), path);
  return (
    <LoadView load={load}>
      {({ form }) => (
        <>
          <PageHeader title={`Form: ${form.name}`}>
            <Link href={hrefFor('forms')}>All forms</Link>
            <Link href={hrefFor('form-submissions', { id: form.id })}>Submissions</Link>
          </PageHeader>
          <FormBuilder initial={form} onSaved={(saved) => load.setData(() => ({ form: saved }))} />
        </>
      )}
    </LoadView>
  );
}
