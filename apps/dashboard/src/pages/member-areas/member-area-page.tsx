/**
 * One member area (`/config/member-areas/:id`): its details (name, description, free or paid), the
 * content it keeps for members, its members with grant and revoke, and deleting it (after a
 * confirmation that says what happens).
 */
import { useState } from 'react';
import type { MemberArea } from '../../api/types.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { Link, navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { AreaContentForm } from './area-content-form.tsx';
import { AreaDetailsForm } from './area-details-form.tsx';
import { AreaMembers } from './area-members.tsx';
import './member-areas.css';

export default function MemberAreaPage({ params }: PageProps) {
  const { api } = useSession();
  const area = { params: { id: params.id } };
  const load = useRouteQuery('getMemberArea', area);
  const replace = (memberArea: MemberArea) => load.setData(() => ({ memberArea }));
  // The member count changes with grants and revokes: read the area again for it.
  const refreshCount = () => void api.call('getMemberArea', area).then((answer) => replace(answer.memberArea), () => undefined);
  return (
    <LoadView load={load}>
      {({ memberArea: area }) => (
        <>
          <PageHeader title={area.name}>
            <Link href={hrefFor('member-areas')}>All member areas</Link>
          </PageHeader>
          <p className="muted intro">
            {area.memberCount} {area.memberCount === 1 ? 'member has' : 'members have'} access; {area.content.length} {area.content.length === 1 ? 'entry' : 'entries'} kept for members.
          </p>
          <AreaDetailsForm area={area} onSaved={replace} />
          <AreaContentForm area={area} onSaved={replace} />
          <AreaMembers area={area} onCountChange={refreshCount} />
          <DeleteArea area={area} />
        </>
      )}
    </LoadView>
  );
}

function DeleteArea({ area }: { area: MemberArea }) {
  const { api } = useSession();
  const [confirming, setConfirming] = useState(false);
  const remove = useAction(async () => {
    await api.call('deleteMemberArea', { params: { id: area.id } });
    navigate(hrefFor('member-areas'));
  });
  const product = area.product ? ` “${area.product.title}” stays in the catalog.` : '';
  return (
    <section className="danger-zone" aria-label="Delete the member area">
      <button type="button" className="button button--danger" disabled={remove.busy} aria-busy={remove.busy} onClick={() => setConfirming(true)}>
        {remove.busy ? 'Deleting…' : 'Delete member area'}
      </button>
      {remove.error && <Failure message={remove.error} onRetry={remove.retry} />}
      {confirming && (
        <ConfirmDialog
          title={`Delete “${area.name}”?`}
          message={`Its ${area.memberCount} ${area.memberCount === 1 ? 'member loses' : 'members lose'} access and its content becomes public.${product}`}
          confirmLabel="Delete member area"
          onClose={(confirmed) => {
            setConfirming(false);
            if (confirmed) void remove.run();
          }}
        />
      )}
    </section>
  );
}
