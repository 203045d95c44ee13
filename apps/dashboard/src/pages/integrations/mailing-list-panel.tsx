/**
 * The mailing-list integration panel (platform.md §2: Connect, Disconnect, Select List, Require
 * double opt-in; §3 "Mailing-list connection: list, double opt-in flag"). The site's own list is
 * always on; Mailchimp, once connected and given a list, gets every sign-up too.
 */
import { INTEGRATIONS_MESSAGES } from '@plinth/api';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadView } from '../../components/load-view.tsx';
import { useSession } from '../../components/session.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery, useRouteQuery } from '../../api/use-route-query.ts';
import { integrationFailure } from './call-failure.ts';
import { connectMailchimp, disconnectMailingList, mailingList, providerLists, retryMailingList, saveListChoice, type MailingListState } from './integrations-api.ts';

export function MailingListPanel() {
  const { api } = useSession();
  const state = useRouteQuery('getMailingListIntegration');
  const id = useId();
  return (
    <section className="integration" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="integration__title">
        Mailing list
        {state.status === 'success' && <ConnectionBadge connected={state.data.connection !== null} />}
      </h2>
      <LoadView load={state}>{(data) => <MailingListBody data={data} onChange={(next) => state.setData(() => next)} />}</LoadView>
    </section>
  );
}

export function ConnectionBadge({ connected, label }: { connected: boolean; label?: string }) {
  return <span className={`badge ${connected ? 'badge--connected' : 'badge--muted'}`}>{label ?? (connected ? 'Connected' : 'Disconnected')}</span>;
}

function MailingListBody({ data, onChange }: { data: MailingListState; onChange(next: MailingListState): void }) {
  const subscribers = data.siteList.subscribers;
  return (
    <>
      <p>
        <strong>Site mailing list</strong> — always on, {subscribers} {subscribers === 1 ? 'subscriber' : 'subscribers'}. Every newsletter block and
        restock sign-up lands here{data.connection?.list ? ', and in the connected list too' : ''}.
      </p>
      {data.connection ? <Connected data={data} onChange={onChange} /> : <ConnectForm onChange={onChange} />}
    </>
  );
}

function ConnectForm({ onChange }: { onChange(next: MailingListState): void }) {
  const { api } = useSession();
  const [apiKey, setApiKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <form
      className="fieldset"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        try {
          onChange(await connectMailchimp(api, apiKey.trim()));
        } catch (failure) {
          setError(integrationFailure(failure));
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-key`}>
          Mailchimp API key
        </label>
        <input id={`${id}-key`} type="password" autoComplete="off" spellCheck={false} value={apiKey} onChange={(e) => setApiKey(e.target.value)} aria-describedby={`${id}-hint`} required />
        <span id={`${id}-hint`} className="field__hint">
          From Mailchimp: Profile → Extras → API keys. It is kept on the server and never shown again.
        </span>
      </div>
      {error && (
        <p className="integration__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Connecting…' : 'Connect'}
      </button>
    </form>
  );
}

function Connected({ data, onChange }: { data: MailingListState; onChange(next: MailingListState): void }) {
  const { api } = useSession();
  const connection = data.connection!;
  // A new connection (another account) has other lists.
  const lists = useCombinedQuery([routeKey('listProviderLists'), connection.connectedAt], providerLists);
  const [listId, setListId] = useState(connection.list?.id ?? '');
  const [doubleOptIn, setDoubleOptIn] = useState(connection.doubleOptIn);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const save = async () => {
    setMessage(null);
    if (!listId) return setMessage({ error: true, text: INTEGRATIONS_MESSAGES.listRequired });
    setBusy(true);
    try {
      onChange(await saveListChoice(api, listId, doubleOptIn));
      setMessage({ error: false, text: 'Saved. New sign-ups go to this list.' });
    } catch (failure) {
      setMessage({ error: true, text: integrationFailure(failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="fieldset">
      <p>
        Connected to <strong>Mailchimp</strong> (account {connection.account}).
        {connection.list ? (
          <>
            {' '}
            Sign-ups go to <strong>{connection.list.name}</strong>.
          </>
        ) : (
          ' Select a list to send sign-ups there.'
        )}
        {connection.pending > 0 && ` ${connection.pending} waiting to be sent (retried until Mailchimp takes them).`}
        {connection.failed > 0 && ` ${connection.failed} could not be sent.`}
      </p>
      {connection.failed > 0 && (
        <button
          type="button"
          className="button button--small integration__retry"
          onClick={async () => {
            try {
              onChange(await retryMailingList(api));
              setMessage({ error: false, text: 'Sending them again.' });
            } catch (failure) {
              setMessage({ error: true, text: integrationFailure(failure) });
            }
          }}
        >
          Retry failed sign-ups
        </button>
      )}
      <form
        className="integration__form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {lists.status === 'failed' ? (
          <p className="integration__error" role="alert">
            {integrationFailure(lists.error)}
          </p>
        ) : (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-list`}>
              Select List
            </label>
            <select id={`${id}-list`} value={listId} onChange={(e) => setListId(e.target.value)} disabled={lists.status !== 'success'}>
              <option value="">{lists.status === 'pending' ? 'Loading…' : 'Choose a list'}</option>
              {lists.status === 'success' &&
                lists.data.map((list) => (
                  <option key={list.id} value={list.id}>
                    {list.name} ({list.members} {list.members === 1 ? 'member' : 'members'})
                  </option>
                ))}
            </select>
          </div>
        )}
        <label className="field--check">
          <input type="checkbox" checked={doubleOptIn} onChange={(e) => setDoubleOptIn(e.target.checked)} />
          Require double opt-in
        </label>
        <span className="field__hint">With double opt-in, Mailchimp e-mails each new address to confirm before it joins the list.</span>
        {message && (
          <p className={message.error ? 'integration__error' : 'integration__ok'} role={message.error ? 'alert' : 'status'}>
            {message.text}
          </p>
        )}
        <div className="integration__actions">
          <button type="submit" className="button button--primary" disabled={busy || lists.status !== 'success'}>
            Save
          </button>
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            Disconnect
          </button>
        </div>
      </form>
      {confirming && (
        <ConfirmDialog
          title="Disconnect Mailchimp?"
          message="Sign-ups will go to the site's own list only. Addresses not yet sent to Mailchimp are not sent."
          confirmLabel="Disconnect"
          onClose={async (confirmed) => {
            setConfirming(false);
            if (!confirmed) return;
            try {
              onChange(await disconnectMailingList(api));
            } catch (failure) {
              setMessage({ error: true, text: integrationFailure(failure) });
            }
          }}
        />
      )}
    </div>
  );
}
