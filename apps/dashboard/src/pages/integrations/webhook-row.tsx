/** One webhook: its URL, events and state, Send test, its delivery log, Delete (confirmed). */
import { INTEGRATIONS_MESSAGES, WEBHOOK_EVENT_LABELS, type WebhookEvent } from '@plinth/api';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useSession } from '../../components/session.ts';
import { integrationFailure } from './call-failure.ts';
import { removeWebhook, testWebhook, type Webhook } from './integrations-api.ts';
import { DeliveryLog } from './delivery-log.tsx';

export function WebhookRow({ hook, onChanged }: { hook: Webhook; onChanged(): Promise<void> }) {
  const { api } = useSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [logVersion, setLogVersion] = useState(0);
  const id = useId();
  return (
    <li className="webhook" aria-labelledby={`${id}-url`}>
      <div className="webhook__head">
        <span id={`${id}-url`} className="webhook__url">
          {hook.url}
        </span>
        <span className={`badge ${hook.status === 'connected' ? 'badge--connected' : 'badge--muted'}`}>{hook.status === 'connected' ? 'Connected' : INTEGRATIONS_MESSAGES.awaiting}</span>
      </div>
      <p className="field__hint">
        {hook.events.map((event) => WEBHOOK_EVENT_LABELS[event as WebhookEvent]).join(', ')} · {hook.deliveries} {hook.deliveries === 1 ? 'delivery' : 'deliveries'}
      </p>
      <div className="integration__actions">
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setMessage(null);
            try {
              await testWebhook(api, hook.id);
              setMessage({ error: false, text: 'Test delivered.' });
            } catch (failure) {
              setMessage({ error: true, text: integrationFailure(failure) });
            } finally {
              setBusy(false);
              setLogVersion((n) => n + 1);
              await onChanged().catch(() => {});
            }
          }}
        >
          Send test
        </button>
        <button type="button" className="button button--small" aria-expanded={open} aria-controls={`${id}-log`} onClick={() => setOpen((now) => !now)}>
          Delivery log
        </button>
        <button type="button" className="button button--small button--quiet" onClick={() => setConfirming(true)}>
          Delete
        </button>
      </div>
      {message && (
        <p className={message.error ? 'integration__error' : 'integration__ok'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <div id={`${id}-log`} hidden={!open}>
        {open && <DeliveryLog webhookId={hook.id} url={hook.url} version={logVersion} />}
      </div>
      {confirming && (
        <ConfirmDialog
          title="Delete this webhook?"
          message={`${hook.url} will no longer be called, and its delivery log goes. This can't be undone.`}
          confirmLabel="Delete"
          onClose={async (confirmed) => {
            setConfirming(false);
            if (!confirmed) return;
            try {
              await removeWebhook(api, hook.id);
              await onChanged();
            } catch (failure) {
              setMessage({ error: true, text: integrationFailure(failure) });
            }
          }}
        />
      )}
    </li>
  );
}
