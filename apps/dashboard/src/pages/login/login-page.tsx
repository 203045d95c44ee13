/**
 * Sign in (`/config/login`): e-mail and password → `signIn` (`POST` of the owner session), or
 * "E-mail me a sign-in link" → `requestOwnerSignInLink` (a one-time link, 15 minutes). A refusal
 * shows the server's sentence (wrong password, too many attempts); when the server asks for the
 * proof of work (the account is under attack) the "I'm not a robot" checkbox appears and its proof
 * goes with the next try. `?link=invalid` (a used or expired link) says so. Success goes back to the
 * page that asked for sign-in.
 */
import { OWNER_SIGN_IN_LINK_INVALID } from '@plinth/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useApi } from '../../components/api-context.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { navigate } from '../../router/history.ts';
import { ProofOfWork } from './proof-of-work.tsx';
import { safeNext } from './safe-next.ts';
import type { PageProps } from '../page-entry.ts';

type Mode = 'password' | 'link';

export default function LoginPage({ query }: PageProps) {
  const api = useApi();
  const [mode, setMode] = useState<Mode>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [proofAsked, setProofAsked] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [captchaKey, setCaptchaKey] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const signIn = useAction(async () => {
    try {
      await api.call('signIn', { body: { email, password, ...(captchaKey ? { captchaKey } : {}) } });
    } catch (error) {
      if (error instanceof ApiError && error.proofOfWork) setProofAsked(true);
      setRefusals((count) => count + 1);
      throw error;
    }
  });
  const sendLink = useAction(async () => {
    const answer = await api.call('requestOwnerSignInLink', { body: { email } });
    setSent(answer.message);
  });
  const linkInvalid = query.get('link') === 'invalid';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'link') {
      await sendLink.run();
      return;
    }
    if (!(await signIn.run())) return;
    // Answers cached for whoever was signed in before are not this owner's.
    queryClient.clear();
    navigate(safeNext(query.get('next')), { replace: true });
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setSent(null);
    signIn.clear();
    sendLink.clear();
  };

  const error = mode === 'password' ? signIn.error : sendLink.error;
  const busy = mode === 'password' ? signIn.busy : sendLink.busy;
  return (
    <main className="login" id="main">
      <form className="login__card" onSubmit={submit} aria-describedby={error ? 'login-error' : undefined}>
        <p className="sidebar__brand">Plinth</p>
        <h1 className="login__title">Sign in to your site</h1>
        {linkInvalid && !sent && <p className="login__note" role="alert">{OWNER_SIGN_IN_LINK_INVALID}</p>}
        <label className="field">
          <span className="field__label">E-mail</span>
          <input type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        {mode === 'password' && (
          <label className="field">
            <span className="field__label">Password</span>
            <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
        )}
        {mode === 'password' && proofAsked && <ProofOfWork resetCount={refusals} onToken={setCaptchaKey} />}
        {error && (
          <div id="login-error">
            <Failure message={error} />
          </div>
        )}
        {sent && (
          <p className="login__note" role="status">
            {sent}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {mode === 'password' ? (signIn.busy ? 'Signing in…' : 'Sign in') : sendLink.busy ? 'Sending…' : 'E-mail me the link'}
        </button>
        <button type="button" className="button button--link" onClick={() => switchTo(mode === 'password' ? 'link' : 'password')}>
          {mode === 'password' ? 'E-mail me a sign-in link' : 'Sign in with my password'}
        </button>
      </form>
    </main>
  );
}
