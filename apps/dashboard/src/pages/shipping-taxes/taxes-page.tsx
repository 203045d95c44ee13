/**
 * Taxes (`/config/commerce/taxes`, Commerce; docs/owner-api.md "Tax rates"): the store's tax rates by
 * country and region — whether its prices already include each (VAT countries) and whether shipping
 * is taxed — with a form to add or change one, and the products that are tax-exempt.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import type { PageProps } from '../page-entry.ts';
import { countryName, percentText, taxBodyOf, taxDraftOf, withCountry, type TaxDraft, type TaxRateJson, type ZoneProblem } from './fields.ts';
import './shipping-taxes.css';

function TaxRateForm({ editing, onSaved, onCancel }: { editing: TaxRateJson | null; onSaved: (rate: TaxRateJson) => void; onCancel: () => void }) {
  const id = useId();
  const create = useRouteMutation('createTaxRate');
  const update = useRouteMutation('updateTaxRate');
  const [draft, setDraft] = useState<TaxDraft>(() => taxDraftOf(editing));
  const [problem, setProblem] = useState<ZoneProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const problemOf = (field: string) => (problem && problem.field === field ? problem.message : null);
  // Edit (a button in the table) brings the keyboard to the form it fills.
  useEffect(() => {
    if (editing) document.getElementById(`${id}-country`)?.focus();
  }, [editing, id]);
  const set = (change: Partial<TaxDraft>) => {
    setProblem(null);
    setDraft((d) => ({ ...d, ...change }));
  };
  const text = (field: 'name' | 'region' | 'percent', label: string, hint: string) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${field}`}>
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        className="input"
        value={draft[field]}
        inputMode={field === 'percent' ? 'decimal' : undefined}
        aria-invalid={problemOf(field) ? true : undefined}
        aria-describedby={`${id}-${field}-hint${problemOf(field) ? ` ${id}-${field}-problem` : ''}`}
        onChange={(e) => set({ [field]: e.target.value })}
      />
      <span id={`${id}-${field}-hint`} className="field__hint">
        {hint}
      </span>
      {problemOf(field) && (
        <span id={`${id}-${field}-problem`} className="form__problem" role="alert">
          {problemOf(field)}
        </span>
      )}
    </div>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = taxBodyOf(draft);
    if ('problem' in result) {
      setProblem(result.problem);
      document.getElementById(`${id}-${result.problem.field}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = editing ? await update({ params: { id: editing.id }, body: result.body }) : await create({ body: result.body });
      onSaved(answer.rate);
    } catch (error) {
      setProblem({ field: null, message: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'The tax rate could not be saved. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form taxes__form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-legend`}>
      <fieldset className="fieldset">
        <legend id={`${id}-legend`}>{editing ? `Change ${editing.name} (${editing.country}${editing.region ? `-${editing.region}` : ''})` : 'Add a tax rate'}</legend>
        <div className="zone-form__row">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-country`}>
              Country
            </label>
            <input
              id={`${id}-country`}
              className="input zone-form__number"
              value={draft.country}
              maxLength={2}
              autoComplete="off"
              aria-invalid={problemOf('country') ? true : undefined}
              aria-describedby={`${id}-country-hint${problemOf('country') ? ` ${id}-country-problem` : ''}`}
              onChange={(e) => {
                setProblem(null);
                setDraft((d) => withCountry(d, e.target.value));
              }}
            />
            <span id={`${id}-country-hint`} className="field__hint">
              Two letters: DE, US.{draft.country.length === 2 ? ` ${countryName(draft.country)}.` : ''}
            </span>
            {problemOf('country') && (
              <span id={`${id}-country-problem`} className="form__problem" role="alert">
                {problemOf('country')}
              </span>
            )}
          </div>
          {text('region', 'Region (optional)', 'NY, BY… Empty: the whole country.')}
          {text('percent', 'Rate (%)', 'e.g. 19 or 8.875')}
        </div>
        {text('name', 'Name the buyer sees', 'VAT, Sales tax, GST.')}
        <label className="field field--check">
          <input type="checkbox" checked={draft.pricesIncludeTax} onChange={(e) => set({ pricesIncludeTax: e.target.checked })} /> My prices already include this tax (VAT countries)
        </label>
        <label className="field field--check">
          <input type="checkbox" checked={draft.appliesToShipping} onChange={(e) => set({ appliesToShipping: e.target.checked })} /> Tax shipping too
        </label>
      </fieldset>
      {problem && problem.field === null && (
        <p className="form__problem" role="alert">
          {problem.message}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : editing ? 'Save tax rate' : 'Add tax rate'}
        </button>
        {editing && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

function ExemptProducts({ exempt, onChange }: { exempt: { itemId: string; title: string }[]; onChange: (itemId: string, title: string, on: boolean) => void }) {
  const id = useId();
  const products = useRouteQuery('listOwnerProducts', { query: { sort: 'name', direction: 'asc', limit: 100 } });
  const save = useRouteMutation('saveProductShippingTax');
  const action = useAction(async (itemId: string, title: string, on: boolean) => {
    await save({ params: { id: itemId }, body: { taxExempt: on } });
    onChange(itemId, title, on);
  });
  const isExempt = (itemId: string) => exempt.some((p) => p.itemId === itemId);
  return (
    <section className="shipping-taxes__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Tax-exempt products</h2>
      <p className="field__hint">No tax rate taxes a tax-exempt product (gift cards are never taxed).</p>
      {products.status === 'success' ? (
        <div className="taxes__exempt" role="group" aria-labelledby={`${id}-title`}>
          {products.data.products.map((product) => (
            <label key={product.id} className="field--check">
              <input type="checkbox" checked={isExempt(product.id)} disabled={action.busy} onChange={(e) => void action.run(product.id, product.title, e.target.checked)} /> {product.title}
            </label>
          ))}
        </div>
      ) : (
        <p className="field__hint">Loading products…</p>
      )}
      {action.error && <Failure message={action.error} onRetry={action.retry} />}
    </section>
  );
}

export default function TaxesPage(_props: PageProps) {
  const load = useRouteQuery('listTaxRates');
  const remove = useRouteMutation('deleteTaxRate');
  const [editing, setEditing] = useState<TaxRateJson | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<TaxRateJson | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const del = useAction(async (rate: TaxRateJson) => {
    await remove({ params: { id: rate.id } });
    load.setData((data) => ({ ...data, rates: data.rates.filter((r) => r.id !== rate.id) }));
  });
  const place = (rate: TaxRateJson) => (rate.region ? `${countryName(rate.country)} (${rate.region})` : countryName(rate.country));

  return (
    <>
      <PageHeader title="Taxes" />
      <p className="field__hint">
        Checkout shows one tax line per rate of the buyer&apos;s country and region (a region&apos;s rate adds to its country&apos;s). A tax your prices already include is taken out of them, not added.
      </p>
      <LoadView load={load}>
        {({ rates, exemptProducts }) => (
          <>
            {rates.length === 0 ? (
              <p className="empty">No tax rates yet: checkout charges no tax.</p>
            ) : (
              <table className="table">
                <caption className="table__caption">Tax rates ({rates.length})</caption>
                <thead>
                  <tr>
                    <th scope="col">Place</th>
                    <th scope="col">Name</th>
                    <th scope="col" className="num">Rate</th>
                    <th scope="col">Prices</th>
                    <th scope="col">Shipping</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rates.map((rate) => (
                    <tr key={rate.id}>
                      <th scope="row">{place(rate)}</th>
                      <td>{rate.name}</td>
                      <td className="num">{percentText(rate.rateBasisPoints)}</td>
                      <td>{rate.pricesIncludeTax ? 'Tax included' : 'Tax added'}</td>
                      <td>{rate.appliesToShipping ? 'Taxed' : 'Not taxed'}</td>
                      <td className="actions">
                        <button type="button" className="button button--small" aria-label={`Edit ${rate.name} of ${place(rate)}`} onClick={() => { setSaved(null); setEditing(rate); setFormKey((k) => k + 1); }}>
                          Edit
                        </button>
                        <button type="button" className="button button--small button--danger" aria-label={`Delete ${rate.name} of ${place(rate)}`} onClick={() => setDeleting(rate)}>
                          Delete
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {saved && (
              <p className="notice" role="status">
                {saved}
              </p>
            )}
            <TaxRateForm
              key={formKey}
              editing={editing}
              onCancel={() => { setEditing(null); setFormKey((k) => k + 1); }}
              onSaved={(rate) => {
                load.setData((data) => ({ ...data, rates: editing ? data.rates.map((r) => (r.id === rate.id ? rate : r)) : [...data.rates, rate] }));
                setSaved(`${rate.name} of ${place(rate)} saved.`);
                setEditing(null);
                setFormKey((k) => k + 1);
              }}
            />
            <ExemptProducts
              exempt={exemptProducts}
              onChange={(itemId, title, on) =>
                load.setData((data) => ({ ...data, exemptProducts: on ? [...data.exemptProducts, { itemId, title }] : data.exemptProducts.filter((p) => p.itemId !== itemId) }))
              }
            />
          </>
        )}
      </LoadView>
      {del.error && <Failure message={del.error} onRetry={del.retry} />}
      {deleting && (
        <ConfirmDialog
          title="Delete tax rate?"
          message={`${deleting.name} of ${place(deleting)} will no longer be charged. Past orders keep their tax lines.`}
          confirmLabel="Delete tax rate"
          onClose={(confirmed) => {
            const rate = deleting;
            setDeleting(null);
            if (confirmed) void del.run(rate);
          }}
        />
      )}
    </>
  );
}
