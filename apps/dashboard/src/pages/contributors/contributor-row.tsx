import type { ListedContributor as Contributor } from '../../api/types.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { RoleOptions } from './role-options.tsx';

/** One contributor; changing the role saves at once (`changeContributorRole`). */
export function ContributorRow({ contributor, onChange }: { contributor: Contributor; onChange(next: Contributor): void }) {
  const changeRole = useRouteMutation('changeContributorRole');
  const save = useAction(async (role: string) => {
    const answer = await changeRole({ params: { id: contributor.id }, body: { role: role as Contributor['role'] } });
    onChange(answer.contributor);
  });
  return (
    <tr>
      <th scope="row">{contributor.email}</th>
      <td>{contributor.name || '—'}</td>
      <td>
        <select aria-label={`Role of ${contributor.email}`} value={contributor.role} disabled={save.busy} onChange={(e) => save.run(e.target.value)}>
          <RoleOptions />
        </select>
        {save.error && <Failure message={save.error} onRetry={save.retry} />}
      </td>
    </tr>
  );
}
