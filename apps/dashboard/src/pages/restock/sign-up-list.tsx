/** The sign-ups of one variant, oldest first, with the status of each. */
import { failureMessage } from '../../api/api-error.ts';
import { useSession } from '../../components/session.ts';
import { Failure, Loading } from '../../components/status-views.tsx';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { loadAllSignUps, type RestockGroup } from './restock-api.ts';

/** Props of {@link SignUpList}; `version` reloads the list after a send. */
export function SignUpList({ group, version }: { group: RestockGroup; version: number }) {
  const signUps = { query: { productId: group.productId, variantId: group.variantId } };
  const load = useCombinedQuery([routeKey('getRestockSignUps', signUps), version], (api) => loadAllSignUps(api, group.productId, group.variantId));
  if (load.status === 'pending') return <Loading />;
  if (load.status === 'failed') return <Failure message={failureMessage(load.error, 'load')} onRetry={load.retry} />;
  return (
    <table className="table table--nested">
      <caption className="visually-hidden">
        Sign-ups for {group.productTitle} {group.variantDescriptor}
      </caption>
      <thead>
        <tr>
          <th scope="col">E-mail</th>
          <th scope="col">Signed up</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {load.data.map((signUp) => (
          <tr key={signUp.id}>
            <th scope="row">{signUp.email}</th>
            <td>{formatDateTime(signUp.createdAt)}</td>
            <td>
              <span className={`badge badge--status badge--${signUp.status}`}>{signUp.status === 'waiting' ? 'Waiting' : 'Notified'}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
