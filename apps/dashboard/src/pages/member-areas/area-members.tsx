/**
 * The area's members (`GET /api/owner/member-areas/:id/members`): who, how they joined, whether they
 * have access now; grant access by e-mail (`POST …/members`) and revoke it (`DELETE …/members/:siteUserId`,
 * after a confirmation).
 */
import { roleAllows } from '@plinth/platform';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MemberArea, MemberAreaMember } from '../../api/types.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadView } from '../../components/load-view.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { formatDate } from '../../format.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import { membershipSourceLabel, membershipStatusLabel } from '../customers/status-labels.ts';

export function AreaMembers({ area, onCountChange }: { area: MemberArea; onCountChange(): void }) {
  const { api } = useSession();
  const load = useRouteQuery('listMemberAreaMembers', { params: { id: area.id } });
  const upsert = (member: MemberAreaMember) =>
    load.setData(({ members }) => ({ members: members.some((m) => m.siteUserId === member.siteUserId) ? members.map((m) => (m.siteUserId === member.siteUserId ? member : m)) : [member, ...members] }));
  return (
    <section className="panel" aria-labelledby="area-members-title">
      <h2 id="area-members-title" className="panel__title">
        Members
      </h2>
      <LoadView load={load}>
        {({ members }) => (
          <MembersTable
            area={area}
            members={members}
            onRevoked={(siteUserId) => {
              load.setData(({ members: list }) => ({ members: list.map((m) => (m.siteUserId === siteUserId ? { ...m, status: 'revoked', hasAccess: false } : m)) }));
              onCountChange();
            }}
          />
        )}
      </LoadView>
      <GrantForm
        area={area}
        onGranted={(member) => {
          upsert(member);
          onCountChange();
        }}
      />
    </section>
  );
}

function MembersTable({ area, members, onRevoked }: { area: MemberArea; members: MemberAreaMember[]; onRevoked(siteUserId: string): void }) {
  const { api, contributor } = useSession();
  const mayReadCustomers = roleAllows(contributor.role, 'customers:read');
  const [confirming, setConfirming] = useState<MemberAreaMember | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  // The Revoke button goes away with the access: focus moves to the sentence that says so.
  const revokedNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (revoked) revokedNote.current?.focus();
  }, [revoked]);
  const revoke = useAction(async (member: MemberAreaMember) => {
    await api.call('revokeMemberAreaAccess', { params: { id: area.id, siteUserId: member.siteUserId } });
    onRevoked(member.siteUserId);
    setRevoked(member.email);
  });
  if (members.length === 0) return <p className="empty">No members yet.</p>;
  return (
    <>
      <p className="revoked-note" role="status" tabIndex={-1} ref={revokedNote}>
        {revoked ? `${revoked} no longer has access.` : ''}
      </p>
      <table className="table" aria-labelledby="area-members-title">
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">How</th>
            <th scope="col">Access</th>
            <th scope="col">Since</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const who = member.name ? `${member.name} (${member.email})` : member.email;
            return (
              <tr key={member.siteUserId}>
                <th scope="row">{mayReadCustomers ? <Link href={hrefFor('customer', { id: member.siteUserId })}>{who}</Link> : who}</th>
                <td>{membershipSourceLabel(member.source)}</td>
                <td>{membershipStatusLabel({ status: member.status, current: member.hasAccess, endsAt: member.endsAt })}</td>
                <td>{formatDate(member.joinedAt)}</td>
                <td>
                  {member.status !== 'revoked' && (
                    <button type="button" className="button button--small" aria-label={`Revoke access of ${member.email}`} disabled={revoke.busy} onClick={() => setConfirming(member)}>
                      Revoke
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {revoke.error && <Failure message={revoke.error} onRetry={revoke.retry} />}
      {confirming && (
        <ConfirmDialog
          title="Revoke access?"
          message={`${confirming.email} loses access to “${area.name}” at once.`}
          confirmLabel="Revoke access"
          onClose={(confirmed) => {
            const member = confirming;
            setConfirming(null);
            if (confirmed) void revoke.run(member);
          }}
        />
      )}
    </>
  );
}

function GrantForm({ area, onGranted }: { area: MemberArea; onGranted(member: MemberAreaMember): void }) {
  const { api } = useSession();
  const [email, setEmail] = useState('');
  const [granted, setGranted] = useState<string | null>(null);
  const grant = useAction(async (address: string) => {
    const { member } = await api.call('grantMemberAreaAccess', { params: { id: area.id }, body: { email: address } });
    onGranted(member);
    setGranted(member.email);
    setEmail('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGranted(null);
    if (email.trim()) void grant.run(email.trim());
  };
  return (
    <div className="grant">
      <h3 id="grant-title" className="grant__title">
        Grant access by hand
      </h3>
      <form className="grant-form" onSubmit={submit} aria-labelledby="grant-title">
        <label className="field">
          <span className="field__label">Customer e-mail</span>
          <input type="email" required autoComplete="off" value={email} aria-describedby="grant-hint" onChange={(e) => setEmail(e.target.value)} />
        </label>
        <button type="submit" className="button" disabled={grant.busy} aria-busy={grant.busy}>
          {grant.busy ? 'Granting…' : 'Grant access'}
        </button>
        <span className="field__hint" id="grant-hint">
          The customer needs an account with this e-mail; access lasts until you revoke it.
        </span>
        <span role="status">{granted ? `${granted} has access now.` : ''}</span>
        {grant.error && <Failure message={grant.error} />}
      </form>
    </div>
  );
}
