/**
 * The pages an e-mailed link opens, each with the link's `token`: /account/verify ("Confirm
 * e-mail"), /account/sign-in-link ("Continue") and /account/reset-password (a new password). Mail
 * scanners open links before people do, so opening the page changes nothing: only pressing the
 * button POSTs the token. Each signs the customer in and goes on to the link's `returnTo` when it is a
 * path of this site (a verification link carries the sign-up's: navigation.ts), else the account page.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { ACCOUNT_TEXT } from './account-text.ts';
import { AccountCheckbox, AccountField, FormAlert, SubmitButton } from './account-field.tsx';
import { authApi, type AuthApi } from './auth-api.ts';
import type { SessionAnswer } from './site-user-call.ts';
import { goAfterSignIn } from './navigation.ts';
import { useRequest } from './use-request.ts';
import type { ApiResult } from '../api/json-call.ts';

/** Props of the token islands. */
export interface TokenPageProps {
  /** The link's token ('' when the link was cut short). */
  token: string;
  /** Tests pass a fake. */
  api?: AuthApi;
  /** After signing in (default: go to the account page). */
  onSignedIn?: () => void;
}

const SIGN_IN_LINK = { href: '/account/sign-in', label: ACCOUNT_TEXT.signIn };

/** A form that POSTs the token (with "Remember me") when its button is pressed. */
function TokenForm({ id, token, intro, button, send, onSignedIn = goAfterSignIn, children, fallback = SIGN_IN_LINK }: {
  id: string;
  /** Where to ask again when the link has expired (shown under the form). */
  fallback?: { href: string; label: string };
  token: string;
  intro: string;
  button: string;
  send(rememberMe: boolean): Promise<ApiResult<SessionAnswer>>;
  onSignedIn?: () => void;
  children?: ReactNode;
}) {
  const [rememberMe, setRememberMe] = useState(false);
  const request = useRequest();
  if (!token) {
    return (
      <div className="plinth-account-form">
        <p className="plinth-account__error" role="alert">{ACCOUNT_TEXT.incompleteLink}</p>
        <p className="plinth-account-form__switch"><a href="/account/sign-in">{ACCOUNT_TEXT.signIn}</a></p>
      </div>
    );
  }
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await request.run(() => send(rememberMe))) onSignedIn();
  }
  return (
    <div className="plinth-account-form">
      <form className="plinth-account-form__form" noValidate aria-label={button} onSubmit={(event) => void submit(event)}>
        <p className="plinth-account-form__intro">{intro}</p>
        {children}
        <AccountCheckbox id={`${id}-remember`} label={ACCOUNT_TEXT.rememberMe} checked={rememberMe} onChange={setRememberMe} />
        <FormAlert message={request.error} />
        <SubmitButton busy={request.busy} label={button} busyLabel={ACCOUNT_TEXT.working} />
      </form>
      <p className="plinth-account-form__switch">
        <a href={fallback.href}>{fallback.label}</a>
      </p>
    </div>
  );
}

/** The AccountVerifyEmail island (/account/verify?token=…). */
export function AccountVerifyEmail({ token, api = authApi, onSignedIn }: TokenPageProps) {
  return (
    <TokenForm id="plinth-verify" token={token} intro={ACCOUNT_TEXT.confirmEmailIntro} button={ACCOUNT_TEXT.confirmEmail} onSignedIn={onSignedIn} send={(rememberMe) => api.verify({ token, rememberMe })} />
  );
}

/** The AccountSignInLink island (/account/sign-in-link?token=…). */
export function AccountSignInLink({ token, api = authApi, onSignedIn }: TokenPageProps) {
  return (
    <TokenForm id="plinth-sign-in-link" token={token} intro={ACCOUNT_TEXT.signInLinkIntro} button={ACCOUNT_TEXT.continue} onSignedIn={onSignedIn} send={(rememberMe) => api.signInWithLink({ token, rememberMe })} />
  );
}

/** The AccountResetPassword island (/account/reset-password?token=…): the new password, then signed in. */
export function AccountResetPassword({ token, api = authApi, onSignedIn }: TokenPageProps) {
  const [password, setPassword] = useState('');
  return (
    <TokenForm
      id="plinth-reset"
      token={token}
      intro={ACCOUNT_TEXT.passwordHint}
      button={ACCOUNT_TEXT.setPassword}
      onSignedIn={onSignedIn}
      fallback={{ href: '/account/forgot-password', label: ACCOUNT_TEXT.newResetLink }}
      send={(rememberMe) => api.completeReset({ token, password, rememberMe })}
    >
      <AccountField id="plinth-reset-password" label={ACCOUNT_TEXT.newPassword} type="password" autoComplete="new-password" value={password} onChange={setPassword} maxLength={200} />
    </TokenForm>
  );
}
