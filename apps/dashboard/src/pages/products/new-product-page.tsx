/**
 * Add product (`/config/products/new`): the store (a product collection),
 * title, description, type, option names and one row per variant with its
 * option values, SKU, price and stock.
 */
import { useState, type FormEvent } from 'react';
import type { Collection } from '../../api/types.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { emptyVariant, optionNames, productBody, type NewProductBody, type ProductDraft } from './product-draft.ts';
import { VariantDraftRow } from './variant-draft-row.tsx';

export default function NewProductPage({ query }: PageProps) {
  const stores = useRouteQuery('listOwnerCollections');
  return (
    <>
      <PageHeader title="Add product" />
      <LoadView load={stores}>
        {({ collections }) => {
          // Products go in product collections (stores) only.
          const stores = collections.filter((c) => c.type === 'products');
          return stores.length ? (
            <ProductForm collections={stores} initialCollection={query.get('collection') ?? stores[0].id} />
          ) : (
            <p className="empty">Create a store first: products live in a store.</p>
          );
        }}
      </LoadView>
    </>
  );
}

function ProductForm({ collections, initialCollection }: { collections: Collection[]; initialCollection: string }) {
  const { currency } = useSession();
  const createProduct = useRouteMutation('createOwnerProduct');
  const [draft, setDraft] = useState<ProductDraft>({
    collectionId: initialCollection,
    title: '',
    description: '',
    productType: 'PHYSICAL',
    options: '',
    variants: [emptyVariant()],
  });
  const [problem, setProblem] = useState<string | null>(null);
  const create = useAction((body: NewProductBody) => createProduct({ body }));
  const set = (changes: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...changes }));
  const options = optionNames(draft.options);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = productBody(draft, currency);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    if (await create.run(checked.body)) navigate(`${hrefFor('products')}?q=${encodeURIComponent(checked.body.title)}`);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <label className="field">
        <span className="field__label">Store</span>
        <select value={draft.collectionId} onChange={(e) => set({ collectionId: e.target.value })}>
          {collections.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">Title</span>
        <input required value={draft.title} onChange={(e) => set({ title: e.target.value })} />
      </label>
      <label className="field">
        <span className="field__label">Description</span>
        <textarea rows={3} value={draft.description} onChange={(e) => set({ description: e.target.value })} />
      </label>
      <label className="field">
        <span className="field__label">Product type</span>
        <select value={draft.productType} onChange={(e) => set({ productType: e.target.value as ProductDraft['productType'] })}>
          <option value="PHYSICAL">Physical</option>
          <option value="DIGITAL">Digital</option>
          <option value="SERVICE">Service</option>
        </select>
      </label>
      <label className="field">
        <span className="field__label">Options</span>
        <input value={draft.options} placeholder="e.g. Size, Colour" aria-describedby="options-hint" onChange={(e) => set({ options: e.target.value })} />
        <span className="field__hint" id="options-hint">
          Names of the choices a visitor makes, separated by commas. Leave empty for a product with one variant.
        </span>
      </label>
      <fieldset className="fieldset">
        <legend>Variants</legend>
        {draft.variants.map((variant, index) => (
          <VariantDraftRow
            key={index}
            index={index}
            options={options}
            variant={variant}
            currency={currency}
            onChange={(next) => set({ variants: draft.variants.map((v, i) => (i === index ? next : v)) })}
            onRemove={draft.variants.length > 1 ? () => set({ variants: draft.variants.filter((_, i) => i !== index) }) : undefined}
          />
        ))}
        <button type="button" className="button" onClick={() => set({ variants: [...draft.variants, emptyVariant()] })}>
          Add variant
        </button>
      </fieldset>
      {problem && (
        <p className="form__problem" role="alert">
          {problem}
        </p>
      )}
      {create.error && <Failure message={create.error} onRetry={create.retry} />}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={create.busy} aria-busy={create.busy}>
          {create.busy ? 'Saving…' : 'Save product'}
        </button>
      </div>
    </form>
  );
}
