/**
 * The automation-connector panel (platform.md §2 "Awaiting Connection, and a count of connections
 * made"; §4 "The automation connector waits until connected"): outgoing webhooks for the site's
 * events, each signed with its own secret (shown once), with Send test and a delivery log.
 */
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '@plinth/api';
import { useId, useState } from 'react';
import { LoadView } from '../../components/load-view.tsx';
import { useSession } from '../../components/session.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { integrationFailure } from './call-failure.ts';
import { connectionsLabel } from './connections-label.ts';
import { addWebhook, webhooks } from './integrations-api.ts';
import { ConnectionBadge } from './mailing-list-panel.tsx';
import { SecretOnce } from './secret-once.tsx';
import { WebhookRow } from './webhook-row.tsx';

export function AutomationPanel() {
  const { api } = useSession();
  const list = useRouteQuery('listWebhooks');
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const id = useId();
  const refresh = async () => {
    const fresh = await webhooks(api);
    list.setData(() => fresh);
  };
  return (
    <section className="integration" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="integration__title">
        Automation connector
        {list.status === 'success' && <ConnectionBadge connected={list.data.connections > 0} label={connectionsLabel(list.data.connections)} />}
      </h2>
      <p>
        Webhooks call your automation service (Zapier, Make, n8n or your own) when something happens on the site. Each call is a JSON POST
        signed with HMAC-SHA256 in the <code>Plinth-Signature</code> header, and retried with backoff until it is taken.
      </p>
      <LoadView load={list}>
        {(data) => (
          <>
            {data.webhooks.length === 0 ? (
              <p className="empty">No webhooks yet.</p>
            ) : (
              <ul className="webhooks" aria-label="Webhooks">
                {data.webhooks.map((hook) => (
                  <WebhookRow key={hook.id} hook={hook} onChanged={refresh} />
                ))}
              </ul>
            )}
          </>
        )}
      </LoadView>
      {secret && <SecretOnce url={secret.url} secret={secret.secret} onDone={() => setSecret(null)} />}
      <AddWebhookForm
        onAdded={async (url, value) => {
          setSecret({ url, secret: value });
          await refresh();
        }}
      />
    </section>
  );
}

function AddWebhookForm({ onAdded }: { onAdded(url: string, secret: string): Promise<void> }) {
  const { api } = useSession();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['order.created']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <form
      className="fieldset"
      aria-labelledby={`${id}-legend`}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        try {
          const made = await addWebhook(api, url.trim(), events);
          setUrl('');
          await onAdded(made.webhook.url, made.secret);
        } catch (failure) {
          setError(integrationFailure(failure));
        } finally {
          setBusy(false);
        }
      }}
    >
      <h3 id={`${id}-legend`} className="integration__subtitle">
        Add a webhook
      </h3>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-url`}>
          Webhook URL
        </label>
        <input id={`${id}-url`} type="url" inputMode="url" placeholder="https://hooks.example.com/plinth" value={url} onChange={(e) => setUrl(e.target.value)} required />
      </div>
      <fieldset className="integration__events">
        <legend className="field__label">Events</legend>
        {WEBHOOK_EVENTS.map((name) => (
          <label key={name} className="field--check">
            <input
              type="checkbox"
              checked={events.includes(name)}
              onChange={(e) => setEvents((now) => (e.target.checked ? [...now, name] : now.filter((n) => n !== name)))}
            />
            {WEBHOOK_EVENT_LABELS[name]}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="integration__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        Add webhook
      </button>
    </form>
  );
}
