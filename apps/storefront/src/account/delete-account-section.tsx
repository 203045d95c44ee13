/**
 * Deleting the account: the orders stay with the shop, the account and its personal data go. The
 * button opens a confirmation that asks for the password (or the word DELETE for an account
 * without one); deleted, the browser forgets the token and goes to the home page.
 */
import { useState, type FormEvent } from 'react';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { accountApi, type AccountApi } from './account-api.ts';
import { AccountField, FormAlert } from './account-field.tsx';
import { siteUserCaller } from './site-user-call.ts';
import { useRequest } from './use-request.ts';

/** Props of {@link DeleteAccountSection}. */
export interface DeleteAccountSectionProps {
  hasPassword: boolean;
  api?: AccountApi;
  /** After the deletion (default: forget the token, go home). */
  onDeleted?: () => void;
}

function leave() {
  siteUserCaller.tokens.clear();
  window.location.assign('/');
}

/** The section. */
export function DeleteAccountSection({ hasPassword, api = accountApi, onDeleted = leave }: DeleteAccountSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState('');
  const request = useRequest();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await request.run(() => api.deleteAccount(hasPassword ? { password: answer } : { confirm: answer as 'DELETE' }))) onDeleted();
  }
  return (
    <AccountSection name="deleteAccount">
      <p className="plinth-account__meta">{ACCOUNT_TEXT.deleteIntro}</p>
      {confirming ? (
        <form className="plinth-account__form" noValidate aria-label={ACCOUNT_TEXT.deleteAccount} onSubmit={(event) => void submit(event)}>
          <p>{hasPassword ? ACCOUNT_TEXT.confirmDeletePassword : ACCOUNT_TEXT.confirmDeleteWord}</p>
          {hasPassword ? (
            <AccountField id="plinth-account-delete-password" label={ACCOUNT_TEXT.password} type="password" autoComplete="current-password" value={answer} onChange={setAnswer} maxLength={200} autoFocus />
          ) : (
            <AccountField id="plinth-account-delete-confirm" label={ACCOUNT_TEXT.confirmWord} autoComplete="off" value={answer} onChange={setAnswer} maxLength={10} autoFocus />
          )}
          <FormAlert message={request.error} />
          <div className="plinth-account__actions">
            <button type="submit" className="plinth-button plinth-button--danger" disabled={request.busy} aria-busy={request.busy || undefined}>
              {ACCOUNT_TEXT.deleteForever}
            </button>
            <button type="button" className="plinth-button plinth-button--secondary" onClick={() => { setConfirming(false); setAnswer(''); request.setError(null); }}>
              {ACCOUNT_TEXT.keepAccount}
            </button>
          </div>
        </form>
      ) : (
        <div className="plinth-account__actions">
          <button type="button" className="plinth-button plinth-button--secondary" onClick={() => setConfirming(true)}>
            {ACCOUNT_TEXT.deleteAccount}
          </button>
        </div>
      )}
    </AccountSection>
  );
}
