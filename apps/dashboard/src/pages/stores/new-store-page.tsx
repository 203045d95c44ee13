/**
 * Create store (`/config/stores/new`): title, description and "Add to main
 * navigation"; runs the store-creation flow and links to the new store.
 */
import { useState, type FormEvent } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import { createStore, siteIdFromStorefront, type StoreResult } from './store-flow.ts';

export default function NewStorePage() {
  const { api, websiteId } = useSession();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [addToNavigation, setAddToNavigation] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<StoreResult | null>(null);
  const create = useAction(async () => {
    const site = websiteId || (await siteIdFromStorefront(api));
    setDone(await createStore(api, site, { title, description, addToNavigation }));
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setProblem('Title is required.');
    setProblem(null);
    void create.run();
  };

  if (done) {
    return (
      <>
        <PageHeader title="Store created" />
        <div className="notice" role="status">
          <p>
            The store “{title.trim()}” is ready{done.urlId ? ` at /${done.urlId}` : ''}.
          </p>
          {done.navigationProblem && <Failure message={done.navigationProblem} />}
          <p className="notice__actions">
            <Link className="button button--primary" href={`${hrefFor('product-new')}?collection=${encodeURIComponent(done.collectionId)}`}>
              Add a product to it
            </Link>
            {done.urlId && (
              <a className="button" href={`/${done.urlId}`}>
                View the store
              </a>
            )}
          </p>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader title="Create store" />
      <form className="form" onSubmit={submit} noValidate>
        <label className="field">
          <span className="field__label">Title</span>
          <input required value={title} onChange={(e) => setTitle(e.target.value)} aria-invalid={problem ? true : undefined} />
        </label>
        <label className="field">
          <span className="field__label">Description</span>
          <textarea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
        </label>
        <label className="field field--check">
          <input type="checkbox" checked={addToNavigation} onChange={(e) => setAddToNavigation(e.target.checked)} />
          <span>Add to main navigation</span>
        </label>
        {problem && (
          <p className="form__problem" role="alert">
            {problem}
          </p>
        )}
        {create.error && <Failure message={create.error} onRetry={create.retry} />}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={create.busy} aria-busy={create.busy}>
            {create.busy ? 'Creating…' : 'Create store'}
          </button>
        </div>
      </form>
    </>
  );
}
