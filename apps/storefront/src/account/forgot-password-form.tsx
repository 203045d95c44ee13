/**
 * The AccountForgotPassword island (/account/forgot-password): the e-mail address, then the
 * server's message — the same whether or not the address has an account.
 */
import { useState, type FormEvent } from 'react';
import { ACCOUNT_TEXT } from './account-text.ts';
import { AccountField, FormAlert, FormStatus, SubmitButton } from './account-field.tsx';
import { authApi, type AuthApi } from './auth-api.ts';
import { useRequest } from './use-request.ts';

/** Props of {@link AccountForgotPassword}. */
export interface AccountForgotPasswordProps {
  /** Tests pass a fake. */
  api?: AuthApi;
}

/** Renders the form, then the message. */
export function AccountForgotPassword({ api = authApi }: AccountForgotPasswordProps) {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const request = useRequest();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const accepted = await request.run(() => api.requestReset({ email }));
    if (accepted) setDone(accepted.message);
  }

  return (
    <div className="plinth-account-form">
      {done ? (
        <FormStatus message={done} />
      ) : (
        <form className="plinth-account-form__form" noValidate aria-label={ACCOUNT_TEXT.forgotPassword} onSubmit={(event) => void submit(event)}>
          <AccountField id="plinth-forgot-email" label={ACCOUNT_TEXT.email} type="email" autoComplete="email" value={email} onChange={setEmail} maxLength={254} />
          <FormAlert message={request.error} />
          <SubmitButton busy={request.busy} label={ACCOUNT_TEXT.sendResetLink} busyLabel={ACCOUNT_TEXT.working} />
        </form>
      )}
      <p className="plinth-account-form__switch">
        <a href="/account/sign-in">{ACCOUNT_TEXT.signIn}</a>
      </p>
    </div>
  );
}
