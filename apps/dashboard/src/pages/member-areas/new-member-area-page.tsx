/** New member area (`/config/member-areas/new`): name, description, free or paid; then its page to add content and members. */
import { useState, type FormEvent } from 'react';
import type { MemberArea } from '../../api/types.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { Link, navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { areaBody, emptyAreaDraft, type AreaBody, type AreaDraft } from './area-draft.ts';
import { AreaFields } from './area-fields.tsx';
import './member-areas.css';

export default function NewMemberAreaPage(_props: PageProps) {
  const { api, currency } = useSession();
  const [draft, setDraft] = useState<AreaDraft>(emptyAreaDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useAction(async (body: AreaBody) => {
    const { memberArea } = await api.call('createMemberArea', { body });
    navigate(hrefFor('member-area', { id: memberArea.id }));
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = areaBody(draft, currency);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    void create.run(checked.body);
  };

  return (
    <>
      <PageHeader title="New member area">
        <Link href={hrefFor('member-areas')}>All member areas</Link>
      </PageHeader>
      <form className="form" onSubmit={submit} noValidate>
        <AreaFields draft={draft} onChange={(changes) => setDraft((d) => ({ ...d, ...changes }))} />
        {problem && (
          <p className="form__problem" role="alert">
            {problem}
          </p>
        )}
        {create.error && <Failure message={create.error} onRetry={create.retry} />}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={create.busy} aria-busy={create.busy}>
            {create.busy ? 'Creating…' : 'Create member area'}
          </button>
        </div>
      </form>
    </>
  );
}
