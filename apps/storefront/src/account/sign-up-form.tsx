/**
 * The AccountSignUp island (/account/sign-up): name, e-mail, password (10 characters at least).
 * The server answers the same whether or not the address has an account, and e-mails a
 * verification link; its message replaces the form. A `returnTo` of the query (the locked page whose
 * Join button led here) travels on: into the verification link, and into the "Sign in" link.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ACCOUNT_TEXT } from './account-text.ts';
import { AccountField, FormAlert, FormStatus, SubmitButton } from './account-field.tsx';
import { authApi, type AuthApi } from './auth-api.ts';
import { returnToOf, signInPathReturningTo } from './navigation.ts';
import { useRequest } from './use-request.ts';

/** Props of {@link AccountSignUp}. */
export interface AccountSignUpProps {
  /** Tests pass a fake. */
  api?: AuthApi;
  /** The page's query string (default: read in the browser once mounted, so the server render matches). */
  search?: string;
}

/** The sign-up request: the name only when given, the returnTo only when it is a path of this site. */
export function signUpRequest(fields: { name: string; email: string; password: string }, returnTo: string | null) {
  return { email: fields.email, password: fields.password, ...(fields.name.trim() ? { name: fields.name } : {}), ...(returnTo ? { returnTo } : {}) };
}

/** Renders the form, then the server's "check your inbox" message. */
export function AccountSignUp({ api = authApi, search }: AccountSignUpProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [returnTo, setReturnTo] = useState(() => (search === undefined ? null : returnToOf(search)));
  useEffect(() => {
    if (search === undefined) setReturnTo(returnToOf(window.location.search));
  }, [search]);
  const request = useRequest();
  const id = 'plinth-sign-up';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const accepted = await request.run(() => api.signUp(signUpRequest({ name, email, password }, returnTo)));
    if (accepted) setDone(accepted.message);
  }

  if (done) return <div className="plinth-account-form"><FormStatus message={done} /></div>;
  return (
    <div className="plinth-account-form">
      <form className="plinth-account-form__form" noValidate aria-label={ACCOUNT_TEXT.createAccount} onSubmit={(event) => void submit(event)}>
        <AccountField id={`${id}-name`} label={ACCOUNT_TEXT.nameOptional} autoComplete="name" value={name} onChange={setName} required={false} maxLength={200} />
        <AccountField id={`${id}-email`} label={ACCOUNT_TEXT.email} type="email" autoComplete="email" value={email} onChange={setEmail} maxLength={254} />
        <AccountField id={`${id}-password`} label={ACCOUNT_TEXT.password} type="password" autoComplete="new-password" hint={ACCOUNT_TEXT.passwordHint} value={password} onChange={setPassword} maxLength={200} />
        <FormAlert message={request.error} />
        <SubmitButton busy={request.busy} label={ACCOUNT_TEXT.createAccount} busyLabel={ACCOUNT_TEXT.creatingAccount} />
      </form>
      <p className="plinth-account-form__switch">
        {ACCOUNT_TEXT.haveAccount} <a href={returnTo ? signInPathReturningTo(returnTo) : '/account/sign-in'}>{ACCOUNT_TEXT.signIn}</a>
      </p>
    </div>
  );
}
