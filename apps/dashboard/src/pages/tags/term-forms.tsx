/**
 * The two inline forms of a term's row: Edit (a new name, checked as it is typed) and Merge
 * (choose the term it joins). Escape cancels either.
 */
import type { TaxonomyKind } from '@plinth/api';
import { useState } from 'react';
import type { Term } from './taxonomy-api.ts';
import { nameProblem, TAG_TYPE, TERM_MAX_LENGTH, tidyName } from './term-rules.ts';

interface FormProps {
  kind: TaxonomyKind;
  term: Term;
  terms: Term[];
  busy: boolean;
  onCancel(): void;
}

export function TermEditForm({ kind, term, terms, busy, onSave, onCancel }: FormProps & { onSave(newName: string): void }) {
  const [name, setName] = useState(term.name);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = `edit-${kind}-problem`;
  return (
    <form
      className="term-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = nameProblem(kind, name, terms, term.name);
        setProblem(found);
        if (!found) onSave(tidyName(name));
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <label className="field field--compact">
        <span className="field__label">New name of “{term.name}”</span>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the owner asked to edit: typing starts here */}
        <input value={name} autoFocus maxLength={TERM_MAX_LENGTH[kind] + 20} aria-invalid={problem ? true : undefined} aria-describedby={problem ? problemId : undefined} onChange={(e) => setName(e.target.value)} />
      </label>
      <button type="submit" className="button button--small button--primary" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
      <button type="button" className="button button--small" onClick={onCancel}>
        Cancel
      </button>
      {problem && (
        <p id={problemId} className="form__problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

export function TermMergeForm({ kind, term, terms, busy, onMerge, onCancel }: FormProps & { onMerge(into: string): void }) {
  const others = terms.filter((t) => t.name !== term.name);
  const [into, setInto] = useState(others[0]?.name ?? '');
  return (
    <form
      className="term-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (into) onMerge(into);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      {others.length === 0 ? (
        <p className="term-form__note">There is no other {TAG_TYPE[kind]} to merge “{term.name}” into.</p>
      ) : (
        <label className="field field--compact">
          <span className="field__label">Merge “{term.name}” into</span>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the owner asked to merge: choosing starts here */}
          <select value={into} autoFocus onChange={(e) => setInto(e.target.value)}>
            {others.map((t) => (
              <option key={t.name} value={t.name}>
                {t.name} ({t.count})
              </option>
            ))}
          </select>
        </label>
      )}
      {others.length > 0 && (
        <button type="submit" className="button button--small button--primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Merging…' : 'Merge'}
        </button>
      )}
      <button type="button" className="button button--small" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
