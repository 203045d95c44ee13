import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import type { getMultilingualSettings, getTranslationStatus } from '@plinth/api';
import { roleAllows } from '@plinth/platform';
import type { z } from 'zod';

/** `getMultilingualSettings`. */
export type MultilingualSettings = z.infer<typeof getMultilingualSettings.response>;

/** `getTranslationStatus` (and the answer of `disconnectTranslation`). */
export type TranslationStatus = z.infer<typeof getTranslationStatus.response>;

/** Props of {@link TranslationConnection}. */
export interface TranslationConnectionProps {
  settings: MultilingualSettings;
  status: TranslationStatus;
  onDisconnected(): void;
}

/** The translation provider's state, and 'Disconnect' (confirmed) while connected. */
export function TranslationConnection({ settings, status, onDisconnected }: TranslationConnectionProps) {
  const { api, contributor } = useSession();
  const [confirming, setConfirming] = useState(false);
  const disconnect = useAction(() => api.call('disconnectTranslation'));
  const name = settings.provider?.name ?? 'Translation provider';
  return (
    <section className="panel" aria-labelledby="translation-title">
      <h2 id="translation-title" className="panel__title">
        Translation
      </h2>
      <dl className="facts">
        <dt>Multilingual</dt>
        <dd>{settings.enabled ? 'On (more than one language shown)' : 'Off'}</dd>
        <dt>Default language</dt>
        <dd>{settings.defaultLanguage}</dd>
        <dt>Provider</dt>
        <dd>{settings.provider ? `${name}: ${status.connected ? 'Connected' : 'Disconnected'}` : 'None connected'}</dd>
      </dl>
      {status.connected && roleAllows(contributor.role, 'content:write') && (
        <button type="button" className="button" disabled={disconnect.busy} onClick={() => setConfirming(true)}>
          Disconnect
        </button>
      )}
      {disconnect.error && <Failure message={disconnect.error} onRetry={disconnect.retry} />}
      {confirming && (
        <ConfirmDialog
          title="Disconnect the translation provider?"
          message={`${name} will stop translating the site.`}
          confirmLabel="Disconnect"
          onClose={async (confirmed) => {
            setConfirming(false);
            if (confirmed && (await disconnect.run())) onDisconnected();
          }}
        />
      )}
    </section>
  );
}
