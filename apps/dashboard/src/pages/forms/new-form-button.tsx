/** 'New form': creates an empty form ('My Form Name') and opens its builder. */
import { Failure } from '../../components/status-views.tsx';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { useAction } from '../../components/use-action.ts';
import { navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';

export function NewFormButton() {
  const createForm = useRouteMutation('createOwnerForm');
  const create = useAction(async () => {
    const { form } = await createForm({ body: {} });
    navigate(hrefFor('form', { id: form.id }));
  });
  return (
    <>
      <button type="button" className="button button--primary" disabled={create.busy} aria-busy={create.busy} onClick={() => void create.run()}>
        New form
      </button>
      {create.error && <Failure message={create.error} onRetry={create.retry} />}
    </>
  );
}
