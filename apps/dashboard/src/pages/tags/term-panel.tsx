/**
 * One kind of term of a blog or store: Filter (a search box), New, and per term Edit (inline),
 * Merge (choose the target) and Remove (confirmed, with the warning that every item that has it
 * is updated). Only one term is edited or merged at a time: asking for a second says
 * 'You may only edit one tag at a time.'
 */
import type { TaxonomyKind } from '@plinth/api';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { useSession } from '../../components/session.ts';
import { createTerm, mergeTerm, removeTerm, renameTerm, type TaxonomyCollection, type Term } from './taxonomy-api.ts';
import { filterTerms, itemCount, nameProblem, TAG_TYPE, TAXONOMY_MESSAGES, TERM_MAX_LENGTH, tidyName } from './term-rules.ts';
import { TermEditForm, TermMergeForm } from './term-forms.tsx';

/** Props of {@link TermPanel}. */
export interface TermPanelProps {
  collection: TaxonomyCollection;
  kind: TaxonomyKind;
  terms: Term[];
  mayWrite: boolean;
  /** Reloads the terms after a change (counts move with every change). */
  onChanged(): Promise<void>;
}

type Editing = { name: string; mode: 'edit' | 'merge' };

export function TermPanel({ collection, kind, terms, mayWrite, onChanged }: TermPanelProps) {
  const { api } = useSession();
  const type = TAG_TYPE[kind];
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [oneAtATime, setOneAtATime] = useState(false);
  const [removing, setRemoving] = useState<Term | null>(null);
  const [done, setDone] = useState('');
  const [focusName, setFocusName] = useState<string | null>(null);
  const table = useRef<HTMLTableElement>(null);
  const shown = filterTerms(terms, filter);
  const items = (count: number) => itemCount(count, collection.type);

  // After an edit closes, focus goes back to the row's Edit button (or the table when the row is gone).
  useEffect(() => {
    if (focusName === null || editing) return;
    const row = [...(table.current?.querySelectorAll<HTMLElement>('[data-term]') ?? [])].find((el) => el.dataset.term === focusName);
    (row?.querySelector<HTMLElement>('.term-panel__edit') ?? document.getElementById(`${kind}-status`))?.focus();
    setFocusName(null);
  }, [focusName, editing, kind, terms]);

  const begin = (name: string, mode: Editing['mode']) => {
    if (editing && editing.name !== name) return setOneAtATime(true);
    setOneAtATime(false);
    setEditing({ name, mode });
  };
  const finish = (message: string, focus: string) => {
    setEditing(null);
    setOneAtATime(false);
    setDone(message);
    setFocusName(focus);
  };

  const rename = useAction(async (name: string, newName: string) => {
    const { term, updatedItems } = await renameTerm(api, collection.id, kind, name, newName);
    await onChanged();
    finish(`Renamed “${name}” to “${term.name}” on ${items(updatedItems)}.`, term.name);
  });
  const merge = useAction(async (name: string, into: string) => {
    const { term, updatedItems } = await mergeTerm(api, collection.id, kind, name, into);
    await onChanged();
    finish(`Merged “${name}” into “${term.name}”: ${items(updatedItems)} updated.`, term.name);
  });
  const remove = useAction(async (name: string) => {
    const { updatedItems } = await removeTerm(api, collection.id, kind, name);
    await onChanged();
    finish(`Removed “${name}” from ${items(updatedItems)}.`, name);
  });

  return (
    <div className="term-panel">
      <div className="toolbar term-panel__tools">
        <div role="search">
          <label className="field field--inline">
            <span className="field__label">Filter {kind}</span>
            <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={`Part of a ${type} name`} />
          </label>
        </div>
        {mayWrite && <NewTermForm kind={kind} terms={terms} onCreated={async (name) => {
          await createTerm(api, collection.id, kind, name);
          await onChanged();
          setDone(`Added the ${type} “${name}”. No ${collection.type === 'blog' ? 'post' : 'product'} has it yet.`);
        }} />}
      </div>
      <p id={`${kind}-status`} className="term-panel__status" role="status" tabIndex={-1}>
        {done}
      </p>
      {oneAtATime && (
        <p className="form__problem" role="alert">
          {TAXONOMY_MESSAGES.editOne(kind)}
        </p>
      )}
      {[rename, merge, remove].map((action, i) => action.error && <Failure key={i} message={action.error} onRetry={action.retry} />)}
      {terms.length === 0 ? (
        <p className="empty">No {kind} yet.{mayWrite ? ` Add one above, or give a ${collection.type === 'blog' ? 'post' : 'product'} one in the editor.` : ''}</p>
      ) : shown.length === 0 ? (
        <p className="empty">No {kind} match “{tidyName(filter)}”.</p>
      ) : (
        <table className="table term-panel__table" ref={table}>
          <caption className="visually-hidden">
            {kind === 'tags' ? 'Tags' : 'Categories'} of {collection.title}, with how many {collection.type === 'blog' ? 'posts' : 'products'} have each
          </caption>
          <thead>
            <tr>
              <th scope="col">{kind === 'tags' ? 'Tag' : 'Category'}</th>
              <th scope="col" className="num">{collection.type === 'blog' ? 'Posts' : 'Products'}</th>
              <th scope="col" className="actions">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((term) => (
              <tr key={term.name} data-term={term.name}>
                <th scope="row">
                  {editing?.name === term.name && editing.mode === 'edit' ? (
                    <TermEditForm kind={kind} term={term} terms={terms} busy={rename.busy} onSave={(newName) => void rename.run(term.name, newName)} onCancel={() => finish('', term.name)} />
                  ) : editing?.name === term.name && editing.mode === 'merge' ? (
                    <TermMergeForm kind={kind} term={term} terms={terms} busy={merge.busy} onMerge={(into) => void merge.run(term.name, into)} onCancel={() => finish('', term.name)} />
                  ) : (
                    <a href={`${collection.fullUrl}?${new URLSearchParams({ [kind === 'tags' ? 'tag' : 'category']: term.name }).toString()}`} target="_blank" rel="noreferrer">
                      {term.name}
                      <span className="visually-hidden"> (opens the filtered {collection.type === 'blog' ? 'blog' : 'shop'} in a new tab)</span>
                    </a>
                  )}
                </th>
                <td className="num">{term.count}</td>
                <td className="actions">
                  {mayWrite && editing?.name !== term.name && (
                    <>
                      <button type="button" className="button button--small term-panel__edit" onClick={() => begin(term.name, 'edit')}>
                        Edit<span className="visually-hidden"> {term.name}</span>
                      </button>
                      <button type="button" className="button button--small" onClick={() => begin(term.name, 'merge')}>
                        Merge<span className="visually-hidden"> {term.name}</span>
                      </button>
                      <button type="button" className="button button--small button--quiet" onClick={() => setRemoving(term)}>
                        Remove<span className="visually-hidden"> {term.name}</span>
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove the ${type} “${removing.name}”?`}
          message={`${TAXONOMY_MESSAGES.removeWarning(kind)} ${removing.count === 0 ? `No ${collection.type === 'blog' ? 'post' : 'product'} has it yet.` : `It comes off ${items(removing.count)}.`}`}
          confirmLabel={`Remove ${type}`}
          onClose={(confirmed) => {
            const term = removing;
            setRemoving(null);
            if (confirmed) void remove.run(term.name);
          }}
        />
      )}
    </div>
  );
}

function NewTermForm({ kind, terms, onCreated }: { kind: TaxonomyKind; terms: Term[]; onCreated(name: string): Promise<void> }) {
  const type = TAG_TYPE[kind];
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useAction(async (value: string) => {
    await onCreated(value);
    setName('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = nameProblem(kind, name, terms);
    setProblem(found);
    if (!found) void create.run(tidyName(name));
  };
  const problemId = `new-${kind}-problem`;
  const message = problem ?? create.error;
  return (
    <form className="term-panel__new" onSubmit={submit} noValidate>
      <label className="field field--inline">
        <span className="field__label">New {type}</span>
        <input
          value={name}
          maxLength={TERM_MAX_LENGTH[kind] + 20}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? problemId : `new-${kind}-hint`}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <span id={`new-${kind}-hint`} className="field__hint">
        At most {TERM_MAX_LENGTH[kind]} characters
      </span>
      <button type="submit" className="button button--primary" disabled={create.busy} aria-busy={create.busy}>
        {create.busy ? 'Adding…' : `New ${type}`}
      </button>
      {message && (
        <p id={problemId} className="form__problem" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
