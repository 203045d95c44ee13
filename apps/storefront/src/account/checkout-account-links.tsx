/**
 * The account offers of the checkout pages (issue 11): on /checkout a "Sign in" link for a
 * signed-out visitor (back to the checkout afterwards); on the order confirmation, for a signed-out
 * buyer, "Create an account with this order" — a password for the order's e-mail; once that
 * e-mail is confirmed, the order (and the address's earlier guest orders) join the account.
 */
import { useState, type FormEvent } from 'react';
import { ACCOUNT_TEXT } from './account-text.ts';
import { AccountField, FormAlert, FormStatus, SubmitButton } from './account-field.tsx';
import { authApi, type AuthApi } from './auth-api.ts';
import { signInPathReturningTo } from './navigation.ts';
import { useRequest } from './use-request.ts';
import { useSignedIn } from './use-signed-in.ts';

/** The checkout's "Have an account? Sign in" (nothing for a signed-in customer, nor on the server). */
export function CheckoutSignInLink({ signedIn: given }: { signedIn?: boolean }) {
  const read = useSignedIn();
  const signedIn = given ?? read;
  if (signedIn !== false) return null;
  return (
    <p className="plinth-checkout__account">
      {ACCOUNT_TEXT.haveAccount} <a href={signInPathReturningTo('/checkout')}>{ACCOUNT_TEXT.signIn}</a>
    </p>
  );
}

/** Props of {@link CreateAccountWithOrder}. */
export interface CreateAccountWithOrderProps {
  /** The order's e-mail. */
  email: string;
  /** Tests say who is signed in; the page reads the cookie. */
  signedIn?: boolean;
  api?: AuthApi;
}

/** The order confirmation's offer (nothing for a signed-in buyer, an order without e-mail, nor on the server). */
export function CreateAccountWithOrder({ email, signedIn: given, api = authApi }: CreateAccountWithOrderProps) {
  const read = useSignedIn();
  const signedIn = given ?? read;
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const request = useRequest();
  if (signedIn !== false || !email) return null;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const accepted = await request.run(() => api.signUp({ email, password }));
    if (accepted) setDone(accepted.message);
  }
  return (
    <section className="plinth-order__account" aria-labelledby="plinth-order-account-title">
      <h2 id="plinth-order-account-title">{ACCOUNT_TEXT.createAccountWithOrder}</h2>
      {done ? (
        <FormStatus message={done} />
      ) : (
        <form className="plinth-account-form__form" noValidate aria-labelledby="plinth-order-account-title" onSubmit={(event) => void submit(event)}>
          <p className="plinth-account-form__intro">{ACCOUNT_TEXT.createAccountWithOrderIntro(email)}</p>
          <AccountField id="plinth-order-account-password" label={ACCOUNT_TEXT.password} type="password" autoComplete="new-password" hint={ACCOUNT_TEXT.passwordHint} value={password} onChange={setPassword} maxLength={200} />
          <FormAlert message={request.error} />
          <SubmitButton busy={request.busy} label={ACCOUNT_TEXT.createAccount} busyLabel={ACCOUNT_TEXT.creatingAccount} />
        </form>
      )}
    </section>
  );
}
