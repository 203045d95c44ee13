/**
 * Sign in (`/config/login`): e-mail and password → `signIn` (`POST` of the owner session).
 * A refusal shows the server's sentence (wrong password, too many attempts);
 * success goes back to the page that asked for sign-in.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../components/api-context.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { navigate } from '../../router/history.ts';
import { safeNext } from './safe-next.ts';
import type { PageProps } from '../page-entry.ts';

export default function LoginPage({ query }: PageProps) {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const queryClient = useQueryClient();
  const signIn = useAction(() => api.call('signIn', { body: { email, password } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await signIn.run())) return;
    // Answers cached for whoever was signed in before are not this owner's.
    queryClient.clear();
    navigate(safeNext(query.get('next')), { replace: true });
  };

  return (
    <main className="login" id="main">
      <form className="login__card" onSubmit={submit} aria-describedby={signIn.error ? 'login-error' : undefined}>
        <p className="sidebar__brand">Plinth</p>
        <h1 className="login__title">Sign in to your site</h1>
        <label className="field">
          <span className="field__label">E-mail</span>
          <input type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">Password</span>
          <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {signIn.error && (
          <div id="login-error">
            <Failure message={signIn.error} />
          </div>
        )}
        <button type="submit" className="button button--primary" disabled={signIn.busy} aria-busy={signIn.busy}>
          {signIn.busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
