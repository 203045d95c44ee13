import { addContributor as addContributorRoute } from '@plinth/api';
import type { ListedContributor as Contributor } from '../../api/types.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { firstProblem, useContractForm } from '../../components/form-kit/use-contract-form.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { RoleOptions } from './role-options.tsx';

/** What the form starts with, and goes back to after an add (the role stays as chosen). */
const EMPTY = { email: '', name: '', role: 'STORE_MANAGER', password: '' } as const;

/** Adds a contributor with a first password (`addContributor`); its body schema checks the form. */
export function AddContributorForm({ onAdded }: { onAdded(contributor: Contributor): void }) {
  const addContributor = useRouteMutation('addContributor');
  const form = useContractForm(addContributorRoute.body, EMPTY);
  const add = useAction(async (body: Parameters<typeof addContributor>[0]['body']) => {
    const answer = await addContributor({ body });
    onAdded(answer.contributor);
    form.reset({ ...EMPTY, role: form.getValues('role') });
  });
  const problem = firstProblem(form.formState.errors);
  const submit = form.handleSubmit((body) => void add.run(body));
  return (
    <form className="form panel" onSubmit={submit} aria-labelledby="add-contributor-title">
      <h2 id="add-contributor-title" className="panel__title">
        Add a contributor
      </h2>
      <label className="field">
        <span className="field__label">E-mail</span>
        <input type="email" required autoComplete="off" {...form.register('email')} />
      </label>
      <label className="field">
        <span className="field__label">Name</span>
        <input autoComplete="off" {...form.register('name')} />
      </label>
      <label className="field">
        <span className="field__label">Role</span>
        <select {...form.register('role')}>
          <RoleOptions />
        </select>
      </label>
      <label className="field">
        <span className="field__label">First password</span>
        <input type="password" required minLength={8} autoComplete="new-password" {...form.register('password')} />
        <span className="field__hint">At least 8 characters; share it with them privately.</span>
      </label>
      {problem && !add.error && <Failure message={problem} />}
      {add.error && <Failure message={add.error} onRetry={add.retry} />}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={add.busy} aria-busy={add.busy}>
          {add.busy ? 'Adding…' : 'Add contributor'}
        </button>
      </div>
    </form>
  );
}
