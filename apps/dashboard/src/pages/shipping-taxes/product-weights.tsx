/**
 * What each variant of a product weighs, for rates by weight: the owner picks a product, types the
 * weights in kilograms and saves (the contract's `saveProductShippingTax`).
 */
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { gramsOf, kilogramsText } from './fields.ts';

function VariantWeights({ itemId }: { itemId: string }) {
  const id = useId();
  const load = useRouteQuery('getProductShippingTax', { params: { id: itemId } });
  const save = useRouteMutation('saveProductShippingTax');
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);
  if (load.status !== 'success') return <p className="field__hint">{load.status === 'pending' ? 'Loading variants…' : 'The variants could not be loaded.'}</p>;
  const { product } = load.data;
  const valueOf = (variantId: string, grams: number) => typed[variantId] ?? kilogramsText(grams);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const variants: { id: string; weightGrams: number }[] = [];
    for (const variant of product.variants) {
      const grams = gramsOf(valueOf(variant.id, variant.weightGrams));
      if (grams === null || Number.isNaN(grams)) {
        setMessage({ text: `Enter the weight of ${variant.sku} in kilograms, e.g. 0.35.`, problem: true });
        return;
      }
      variants.push({ id: variant.id, weightGrams: grams });
    }
    try {
      const saved = await save({ params: { id: itemId }, body: { variants } });
      load.setData(() => saved);
      setTyped({});
      setMessage({ text: 'Weights saved.', problem: false });
    } catch (error) {
      setMessage({ text: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'The weights could not be saved. Please try again.', problem: true });
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <table className="table taxes__weights">
        <caption className="visually-hidden">Weights of {product.title}</caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Weight (kg)</th>
          </tr>
        </thead>
        <tbody>
          {product.variants.map((variant) => (
            <tr key={variant.id}>
              <th scope="row">
                <label htmlFor={`${id}-${variant.id}`}>{variant.sku}</label>
              </th>
              <td>
                <input id={`${id}-${variant.id}`} className="input" inputMode="decimal" value={valueOf(variant.id, variant.weightGrams)} onChange={(e) => setTyped((t) => ({ ...t, [variant.id]: e.target.value }))} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {message && (
        <p className={message.problem ? 'form__problem' : 'notice'} role={message.problem ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          Save weights
        </button>
      </div>
    </form>
  );
}

export function ProductWeights() {
  const id = useId();
  const products = useRouteQuery('listOwnerProducts', { query: { sort: 'name', direction: 'asc', limit: 100 } });
  const [itemId, setItemId] = useState('');
  return (
    <section className="shipping-taxes__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Product weights</h2>
      <p className="field__hint">Rates by weight add up the weights of the cart&apos;s products. A variant without a weight weighs nothing.</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-product`}>
          Product
        </label>
        <select id={`${id}-product`} className="input" value={itemId} onChange={(e) => setItemId(e.target.value)}>
          <option value="">Choose a product…</option>
          {products.status === 'success' &&
            products.data.products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.title}
              </option>
            ))}
        </select>
      </div>
      {itemId && <VariantWeights key={itemId} itemId={itemId} />}
    </section>
  );
}
