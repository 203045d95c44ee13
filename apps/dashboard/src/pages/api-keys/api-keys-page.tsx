/**
 * API keys (`/config/api-keys`, ADMIN only; platform.md §2 "an API keys panel with a key-creation
 * modal … delete-key and its confirmation"): the site's keys with their permissions, when they were
 * made and last used, and the first characters that tell them apart.
 */
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { deleteKey, listKeys, type ApiKeySummary } from './api-keys-api.ts';
import { CreateKeyDialog } from './create-key-dialog.tsx';
import { scopesSummary } from './scope-labels.ts';
import './api-keys.css';

export default function ApiKeysPage() {
  const { api, timeZone } = useSession();
  const keys = useCombinedQuery([routeKey('listApiKeys')], listKeys);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ApiKeySummary | null>(null);
  const remove = useAction(async (key: ApiKeySummary) => {
    await deleteKey(api, key.id);
    keys.setData((data) => ({ ...data, keys: data.keys.filter((k) => k.id !== key.id) }));
  });

  return (
    <>
      <PageHeader title="API keys">
        <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
          Create key
        </button>
      </PageHeader>
      <p className="field__hint">
        A key lets a program read this site's orders, products, inventory, payments, customer profiles or form submissions through the public API
        (<code>/api/v1/…</code>), with only the permissions you give it.
      </p>
      <LoadView load={keys}>
        {({ keys: list }) =>
          list.length === 0 ? (
            <p className="empty">No API keys yet.</p>
          ) : (
            <table className="table">
              <caption className="visually-hidden">API keys</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Key</th>
                  <th scope="col">Permissions</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last used</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((key) => (
                  <tr key={key.id}>
                    <th scope="row">{key.name}</th>
                    <td>
                      <code>{key.prefix}…</code>
                    </td>
                    <td>{scopesSummary(key.scopes)}</td>
                    <td>{formatDateTime(key.createdAt, timeZone)}</td>
                    <td>{key.lastUsedAt === null ? 'Never' : formatDateTime(key.lastUsedAt, timeZone)}</td>
                    <td>
                      <button type="button" className="button button--small button--danger api-keys__delete" aria-label={`Delete key ${key.name}`} onClick={() => setDeleting(key)}>
                        Delete key
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </LoadView>
      {remove.error && <Failure message={remove.error} onRetry={remove.retry} />}
      {creating && (
        <CreateKeyDialog
          onClose={(created) => {
            setCreating(false);
            if (created) keys.setData((data) => ({ ...data, keys: [created, ...data.keys] }));
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete API key?"
          message={`Programs using “${deleting.name}” (${deleting.prefix}…) will be refused from now on. This cannot be undone.`}
          confirmLabel="Delete key"
          onClose={(confirmed) => {
            const key = deleting;
            setDeleting(null);
            if (confirmed) void remove.run(key);
          }}
        />
      )}
    </>
  );
}
