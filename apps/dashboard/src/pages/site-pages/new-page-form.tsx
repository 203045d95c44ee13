/** 'New page': a title and a type (page or blog); the new page opens in the editor, a blog its posts. */
import { useState, type FormEvent } from 'react';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';

export interface NewPageFormProps {
  create(title: string, type: 'page' | 'blog'): Promise<void>;
  onCancel(): void;
}

export function NewPageForm({ create, onCancel }: NewPageFormProps) {
  const [title, setTitle] = useState('');
  const [type, setType] = useState<'page' | 'blog'>('page');
  const [problem, setProblem] = useState<string | null>(null);
  const action = useAction(create);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setProblem('Please enter a title.');
    setProblem(null);
    void action.run(title.trim(), type);
  };
  return (
    <form className="panel new-page" onSubmit={submit} noValidate aria-labelledby="new-page-title">
      <h2 id="new-page-title" className="panel__title">
        New page
      </h2>
      <div className="new-page__fields">
        <label className="field">
          <span className="field__label">Title</span>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the form was just opened for this */}
          <input autoFocus value={title} maxLength={200} aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'new-page-problem' : undefined} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <fieldset className="new-page__type">
          <legend className="field__label">Type</legend>
          <label className="field--check">
            <input type="radio" name="new-page-type" checked={type === 'page'} onChange={() => setType('page')} /> Page
          </label>
          <label className="field--check">
            <input type="radio" name="new-page-type" checked={type === 'blog'} onChange={() => setType('blog')} /> Blog
          </label>
        </fieldset>
      </div>
      {problem && (
        <p id="new-page-problem" className="form__problem" role="alert">
          {problem}
        </p>
      )}
      {action.error && <Failure message={action.error} />}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={action.busy} aria-busy={action.busy}>
          {action.busy ? 'Creating…' : 'Create'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
