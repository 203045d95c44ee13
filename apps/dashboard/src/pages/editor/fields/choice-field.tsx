/**
 * A block's choice of one of the site's things (a form, a product, a collection, a gallery), from
 * the owner API that lists them. A failed list says so in the spec's words with 'Try again.'.
 */
import { useId } from 'react';
import type { ApiClient } from '../../../api/client.ts';
import { MESSAGES } from '../../../api/messages.ts';
import { useSession } from '../../../components/session.ts';
import { Failure } from '../../../components/status-views.tsx';
import { useLoad } from '../../../components/use-load.ts';

export interface Choice {
  id: string;
  title: string;
}

export interface ChoiceFieldProps {
  label: string;
  value: string;
  onChange(id: string): void;
  /** Lists the choices; `key` names the list so it is loaded once per block form. */
  list(api: ApiClient): Promise<Choice[]>;
  listKey: string;
  /** The failure sentence, e.g. 'Unable to load collections.' @default 'Unable to load.' */
  failure?: string;
  /** Said when the site has none yet, e.g. 'The site has no forms yet.' */
  none: string;
  problem?: string | null;
}

export function ChoiceField({ label, value, onChange, list, listKey, failure = MESSAGES.load, none, problem }: ChoiceFieldProps) {
  const { api } = useSession();
  const choices = useLoad(() => list(api), listKey);
  const id = useId();
  if (choices.status === 'failed') return <Failure message={failure} onRetry={choices.retry} />;
  const options = choices.status === 'success' ? choices.data : [];
  if (choices.status === 'success' && options.length === 0) return <p className="muted">{none}</p>;
  // A choice that is gone (deleted since) stays visible so the owner sees what to replace.
  const missing = value && choices.status === 'success' && !options.some((o) => o.id === value);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={choices.status === 'pending'} aria-describedby={problem ? `${id}-problem` : undefined} aria-invalid={problem ? true : undefined}>
        <option value="">{choices.status === 'pending' ? MESSAGES.loading : 'Choose…'}</option>
        {missing && <option value={value}>(no longer exists)</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.title}
          </option>
        ))}
      </select>
      {problem && (
        <span id={`${id}-problem`} className="form__problem">
          {problem}
        </span>
      )}
    </div>
  );
}

/** The site's forms (`listOwnerForms`). */
export async function listForms(api: ApiClient): Promise<Choice[]> {
  const { forms } = await api.call('listOwnerForms');
  return forms.map((f) => ({ id: f.id, title: f.name }));
}

/** The first hundred products by name (`listOwnerProducts`). */
export async function listProducts(api: ApiClient): Promise<Choice[]> {
  const { products } = await api.call('listOwnerProducts', { query: { limit: '100', sort: 'name' } });
  return products.map((p) => ({ id: p.id, title: p.title }));
}

/** Collections a summary can show: blogs and stores (`listOwnerCollections`). */
export async function listCollections(api: ApiClient): Promise<Choice[]> {
  const { collections } = await api.call('listOwnerCollections');
  return collections.filter((c) => c.type !== 'page').map((c) => ({ id: c.id, title: `${c.title} (${c.type === 'blog' ? 'blog' : 'store'})` }));
}

/** The site's galleries (`listGalleries`). */
export async function listGalleries(api: ApiClient): Promise<Choice[]> {
  const { galleries } = await api.call('listGalleries');
  return galleries.map((g) => ({ id: g.id, title: `${g.title} (${g.itemCount} ${g.itemCount === 1 ? 'image' : 'images'})` }));
}
