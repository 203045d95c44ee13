/**
 * The sign-in form (platform.md §7): e-mail, password, "Remember me"; or, for in-app browsers and
 * forgotten passwords, "E-mail me a sign-in code" and then the code. The server's refusals (a wrong
 * password, too many attempts) are shown as they are. Signed in, the browser goes on to the
 * `returnTo` of the query or the account page.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { ApiResult } from '../api/json-call.ts';
import { ACCOUNT_TEXT } from './account-text.ts';
import { AccountCheckbox, AccountField, FormAlert, FormStatus, SubmitButton } from './account-field.tsx';
import { authApi, type AuthApi } from './auth-api.ts';
import { goAfterSignIn } from './navigation.ts';
import { useRequest } from './use-request.ts';

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /** Prefix of the ids (two forms on one page must not share ids). */
  id?: string;
  /** A heading of its own (on /account, under the page's heading); none on /account/sign-in. */
  heading?: string;
  /** Tests pass a fake. */
  api?: AuthApi;
  /** After a sign-in (default: go on, see goAfterSignIn). */
  onSignedIn?: () => void;
}

type Mode = 'password' | 'request-code' | 'enter-code';

/** The ALTCHA checkbox, loaded only when the form shows it. */
const ProofOfWork = lazy(() => import('../proof-of-work/proof-of-work.tsx').then((m) => ({ default: m.ProofOfWork })));

/**
 * From this many refused tries in the form (or at the first 429) it shows the proof of work: the
 * server asks for one from the account's 3rd failure, and lets a try with one past its wait.
 */
const PROOF_AFTER_FAILURES = 3;

/** Renders the form. */
export function SignInForm({ id = 'plinth-sign-in', heading, api = authApi, onSignedIn = goAfterSignIn }: SignInFormProps) {
  const [mode, setMode] = useState<Mode>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const [captchaKey, setCaptchaKey] = useState<string | null>(null);
  const request = useRequest();
  const showProof = failures >= PROOF_AFTER_FAILURES && mode !== 'request-code';

  /** Counts a refused try (a 429 shows the proof at once); a proof is spent by any try. */
  function counted<T>(result: ApiResult<T>): ApiResult<T> {
    if (!result.ok && (result.failure.status === 401 || result.failure.status === 429)) {
      setFailures((count) => (result.failure.status === 429 ? Math.max(count + 1, PROOF_AFTER_FAILURES) : count + 1));
    }
    if (captchaKey) setCaptchaKey(null);
    return result;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mode === 'request-code') {
      const accepted = await request.run(() => api.requestCode({ email }));
      if (accepted) {
        setStatus(accepted.message);
        setMode('enter-code');
      }
      return;
    }
    const proof = captchaKey ? { captchaKey } : {};
    const session = await request.run(async () =>
      counted(await (mode === 'password' ? api.signIn({ email, password, rememberMe, ...proof }) : api.signInWithCode({ email, code, rememberMe, ...proof }))),
    );
    if (session) onSignedIn();
  }

  function switchTo(next: Mode) {
    setMode(next);
    setStatus(null);
    request.setError(null);
  }

  const headingId = `${id}-heading`;
  return (
    <div className="plinth-account-form plinth-sign-in">
      {heading && (
        <h2 id={headingId} className="plinth-account__heading">
          {heading}
        </h2>
      )}
      <form className="plinth-account-form__form" noValidate aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : ACCOUNT_TEXT.signIn} onSubmit={(event) => void submit(event)}>
        <AccountField id={`${id}-email`} label={ACCOUNT_TEXT.email} type="email" autoComplete="email" value={email} onChange={setEmail} maxLength={254} />
        {mode === 'password' && (
          <AccountField id={`${id}-password`} label={ACCOUNT_TEXT.password} type="password" autoComplete="current-password" value={password} onChange={setPassword} maxLength={200} />
        )}
        <FormStatus message={status} />
        {mode === 'enter-code' && (
          <AccountField
            id={`${id}-code`}
            label={ACCOUNT_TEXT.code}
            hint={ACCOUNT_TEXT.codeHint}
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={setCode}
            maxLength={20}
            autoFocus
          />
        )}
        {mode !== 'request-code' && <AccountCheckbox id={`${id}-remember`} label={ACCOUNT_TEXT.rememberMe} checked={rememberMe} onChange={setRememberMe} />}
        {showProof && (
          <Suspense fallback={null}>
            <ProofOfWork id={`${id}-proof`} name="captchaKey" resetCount={failures} onToken={setCaptchaKey} />
          </Suspense>
        )}
        <FormAlert message={request.error} />
        <SubmitButton busy={request.busy} label={mode === 'request-code' ? ACCOUNT_TEXT.sendCode : ACCOUNT_TEXT.signIn} busyLabel={mode === 'request-code' ? ACCOUNT_TEXT.sendingCode : ACCOUNT_TEXT.signingIn} />
      </form>
      <p className="plinth-account-form__switch">
        {mode === 'password' ? (
          <button type="button" className="plinth-link-button" onClick={() => switchTo('request-code')}>
            {ACCOUNT_TEXT.emailMeCode}
          </button>
        ) : (
          <button type="button" className="plinth-link-button" onClick={() => switchTo('password')}>
            {ACCOUNT_TEXT.usePassword}
          </button>
        )}
      </p>
      <ul className="plinth-account-form__links">
        <li>
          <a href="/account/forgot-password">{ACCOUNT_TEXT.forgotPassword}</a>
        </li>
        <li>
          <a href="/account/sign-up">{ACCOUNT_TEXT.createAccount}</a>
        </li>
      </ul>
    </div>
  );
}

/** The AccountSignIn island (/account/sign-in): the form under the page's heading. */
export function AccountSignIn({ api }: { api?: AuthApi }) {
  return <SignInForm api={api} />;
}
