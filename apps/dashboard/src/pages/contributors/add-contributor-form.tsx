import { useState, type FormEvent } from 'react';
import type { ListedContributor as Contributor } from '../../api/types.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { RoleOptions } from './role-options.tsx';

/** Adds a contributor with a first password (`addContributor`). */
export function AddContributorForm({ onAdded }: { onAdded(contributor: Contributor): void }) {
  const addContributor = useRouteMutation('addContributor');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState('STORE_MANAGER');
  const [password, setPassword] = useState('');
  const add = useAction(async () => {
    const answer = await addContributor({ body: { email, name, role: role as Contributor['role'], password } });
    onAdded(answer.contributor);
    setEmail('');
    setName('');
    setPassword('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add.run();
  };
  return (
    <form className="form panel" onSubmit={submit} aria-labelledby="add-contributor-title">
      <h2 id="add-contributor-title" className="panel__title">
        Add a contributor
      </h2>
      <label className="field">
        <span className="field__label">E-mail</span>
        <input type="email" required autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">Name</span>
        <input value={name} autoComplete="off" onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">Role</span>
        <select value={role} onChange={(e) => setRole(e.target.value)}>
          <RoleOptions />
        </select>
      </label>
      <label className="field">
        <span className="field__label">First password</span>
        <input type="password" required minLength={8} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <span className="field__hint">At least 8 characters; share it with them privately.</span>
      </label>
      {add.error && <Failure message={add.error} onRetry={add.retry} />}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={add.busy} aria-busy={add.busy}>
          {add.busy ? 'Adding…' : 'Add contributor'}
        </button>
      </div>
    </form>
  );
}
