/**
 * The discount form: how the buyer gets it (a code, or automatically with a title), what it takes
 * off (a percentage, an amount or the shipping), from which subtotal, on which products, when, and
 * how often. Every control is a labelled native input (keyboard as the browser gives it); a refusal,
 * the form's own or the server's, is shown beside the field it is about and announced.
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { useSession } from '../../components/session.ts';
import { Link, navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import { bodyOf, draftOf, problemOfMessage, type Discount, type DiscountDraft, type DiscountField, type DraftProblem } from './discount-fields.ts';
import { useProducts } from './product-titles.ts';

/** A field's problem, under it, tied to the control by aria-describedby. */
function FieldProblem({ id, problem }: { id: string; problem: string | null }) {
  return problem ? (
    <span id={id} className="form__problem" role="alert">
      {problem}
    </span>
  ) : null;
}

function Field({ id, label, hint, problem, children }: { id: string; label: string; hint?: string; problem: string | null; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      <FieldProblem id={`${id}-problem`} problem={problem} />
    </div>
  );
}

/** Random code letters without look-alikes (0/O, 1/I). */
function generatedCode(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => letters[b % letters.length]).join('');
}

export function DiscountForm({ initial }: { initial: Discount | null }) {
  const { currency } = useSession();
  const id = useId();
  const create = useRouteMutation('createDiscount');
  const update = useRouteMutation('updateDiscount');
  const { products, loading } = useProducts();
  const [draft, setDraft] = useState<DiscountDraft>(() => draftOf(initial, currency));
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // A refusal moves the focus to its field (scrolled into view), so it is seen and heard where it is.
  const [focusTarget, setFocusTarget] = useState(0);
  useEffect(() => {
    if (!problem?.field) return;
    const target = problem.field === 'dates' ? 'startsAt' : problem.field === 'scope' ? null : problem.field;
    const element = target ? document.getElementById(`${id}-${target}`) : document.querySelector<HTMLInputElement>(`input[name="${id}-scope"]:checked`);
    element?.focus();
  }, [focusTarget]); // eslint-disable-line react-hooks/exhaustive-deps

  const set = <K extends keyof DiscountDraft>(key: K, value: DiscountDraft[K]) => {
    setProblem(null);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const problemOf = (field: DiscountField) => (problem && problem.field === field ? problem.message : null);
  const described = (field: DiscountField, hint = false) => [hint ? `${id}-${field}-hint` : '', problemOf(field) ? `${id}-${field}-problem` : ''].filter(Boolean).join(' ') || undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = bodyOf(draft, currency);
    if ('problem' in result) {
      setProblem(result.problem);
      setFocusTarget((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      if (initial) await update({ params: { id: initial.id }, body: result.body });
      else await create({ body: result.body });
      navigate(hrefFor('discounts'));
    } catch (error) {
      setProblem(error instanceof ApiError && error.serverMessage ? problemOfMessage(error.serverMessage) : { field: null, message: 'The discount could not be saved. Please try again.' });
      setFocusTarget((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const toggleProduct = (productId: string, on: boolean) =>
    set('productIds', on ? [...draft.productIds, productId] : draft.productIds.filter((p) => p !== productId));

  return (
    <form className="form discount-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="fieldset">
        <legend>How the buyer gets it</legend>
        <div className="discount-form__choices" role="radiogroup" aria-label="Method">
          <label className="field--check">
            <input type="radio" name={`${id}-method`} checked={draft.method === 'code'} onChange={() => set('method', 'code')} /> A code the buyer enters at checkout
          </label>
          <label className="field--check">
            <input type="radio" name={`${id}-method`} checked={draft.method === 'automatic'} onChange={() => set('method', 'automatic')} /> Automatically, for every order it fits
          </label>
        </div>
        {draft.method === 'code' && (
          <Field id={`${id}-code`} label="Code" hint="Letters, digits, - and _. Buyers may type it in any case." problem={problemOf('code')}>
            <div className="discount-form__inline">
              <input
                id={`${id}-code`}
                className="input discount-form__code"
                value={draft.code}
                maxLength={50}
                autoComplete="off"
                aria-invalid={problemOf('code') ? true : undefined}
                aria-describedby={[`${id}-code-hint`, problemOf('code') ? `${id}-code-problem` : ''].filter(Boolean).join(' ')}
                onChange={(e) => set('code', e.target.value.toUpperCase())}
              />
              <button type="button" className="button" onClick={() => set('code', generatedCode())}>
                Generate
              </button>
            </div>
          </Field>
        )}
        <Field
          id={`${id}-title`}
          label={draft.method === 'automatic' ? 'Title' : 'Title (optional)'}
          hint={draft.method === 'automatic' ? 'The buyer sees it at checkout, e.g. Summer sale.' : 'For you; the buyer sees the code.'}
          problem={problemOf('title')}
        >
          <input id={`${id}-title`} className="input" value={draft.title} maxLength={100} aria-invalid={problemOf('title') ? true : undefined} aria-describedby={`${id}-title-hint${problemOf('title') ? ` ${id}-title-problem` : ''}`} onChange={(e) => set('title', e.target.value)} />
        </Field>
      </fieldset>

      <fieldset className="fieldset">
        <legend>What it takes off</legend>
        <Field id={`${id}-kind`} label="Type" problem={null}>
          <select id={`${id}-kind`} className="input" value={draft.kind} onChange={(e) => set('kind', e.target.value as DiscountDraft['kind'])}>
            <option value="PERCENTAGE">Percentage off</option>
            <option value="FIXED_AMOUNT">Amount off</option>
            <option value="FREE_SHIPPING">Free shipping</option>
          </select>
        </Field>
        {draft.kind === 'PERCENTAGE' && (
          <Field id={`${id}-percent`} label="Percentage (%)" problem={problemOf('percent')}>
            <input id={`${id}-percent`} className="input discount-form__number" inputMode="decimal" value={draft.percent} aria-invalid={problemOf('percent') ? true : undefined} aria-describedby={described('percent')} onChange={(e) => set('percent', e.target.value)} />
          </Field>
        )}
        {draft.kind === 'FIXED_AMOUNT' && (
          <Field id={`${id}-amount`} label={`Amount (${currency})`} problem={problemOf('amount')}>
            <input id={`${id}-amount`} className="input discount-form__number" inputMode="decimal" value={draft.amount} aria-invalid={problemOf('amount') ? true : undefined} aria-describedby={described('amount')} onChange={(e) => set('amount', e.target.value)} />
          </Field>
        )}
        <Field id={`${id}-minimumSubtotal`} label={`Minimum subtotal (${currency}, optional)`} hint="Of the products it applies to." problem={problemOf('minimumSubtotal')}>
          <input id={`${id}-minimumSubtotal`} className="input discount-form__number" inputMode="decimal" value={draft.minimumSubtotal} aria-invalid={problemOf('minimumSubtotal') ? true : undefined} aria-describedby={described('minimumSubtotal', true)} onChange={(e) => set('minimumSubtotal', e.target.value)} />
        </Field>
        {draft.kind !== 'FREE_SHIPPING' && (
          <fieldset className="discount-form__scope" aria-describedby={problemOf('scope') ? `${id}-scope-problem` : undefined}>
            <legend className="field__label">Applies to</legend>
            <label className="field--check">
              <input type="radio" name={`${id}-scope`} checked={draft.scope === 'all'} onChange={() => set('scope', 'all')} /> Every product
            </label>
            <label className="field--check">
              <input type="radio" name={`${id}-scope`} checked={draft.scope === 'products'} onChange={() => set('scope', 'products')} /> Some products
            </label>
            {draft.scope === 'products' && (
              <div className="discount-form__products" role="group" aria-label="Products">
                {loading && <p className="field__hint">Loading products…</p>}
                {products.map((product) => (
                  <label key={product.id} className="field--check">
                    <input type="checkbox" checked={draft.productIds.includes(product.id)} onChange={(e) => toggleProduct(product.id, e.target.checked)} /> {product.title}
                  </label>
                ))}
              </div>
            )}
            {draft.scope === 'products' && draft.productIds.length > 0 && (
              <p className="field__hint discount-form__chosen" aria-live="polite">
                {`Chosen: ${draft.productIds.map((productId) => products.find((p) => p.id === productId)?.title ?? 'a product').join(', ')}`}
              </p>
            )}
            <label className="field--check">
              <input type="radio" name={`${id}-scope`} checked={draft.scope === 'categories'} onChange={() => set('scope', 'categories')} /> Products in some categories
            </label>
            {draft.scope === 'categories' && (
              <Field id={`${id}-categories`} label="Categories" hint="Names, separated by commas, e.g. Kitchen, Home." problem={null}>
                <input id={`${id}-categories`} className="input" value={draft.categories} aria-describedby={`${id}-categories-hint`} onChange={(e) => set('categories', e.target.value)} />
              </Field>
            )}
            <FieldProblem id={`${id}-scope-problem`} problem={problemOf('scope')} />
          </fieldset>
        )}
        <label className="field--check">
          <input type="checkbox" checked={draft.stackable} onChange={(e) => set('stackable', e.target.checked)} /> Combines with other discounts that combine (free shipping always combines with an amount off)
        </label>
      </fieldset>

      <fieldset className="fieldset">
        <legend>When and how often</legend>
        <div className="discount-form__pair">
          <Field id={`${id}-startsAt`} label="Starts (optional)" problem={null}>
            <input id={`${id}-startsAt`} type="datetime-local" className="input" value={draft.startsAt} aria-describedby={problemOf('dates') ? `${id}-dates-problem` : undefined} onChange={(e) => set('startsAt', e.target.value)} />
          </Field>
          <Field id={`${id}-endsAt`} label="Ends (optional)" problem={null}>
            <input id={`${id}-endsAt`} type="datetime-local" className="input" value={draft.endsAt} aria-describedby={problemOf('dates') ? `${id}-dates-problem` : undefined} onChange={(e) => set('endsAt', e.target.value)} />
          </Field>
        </div>
        <FieldProblem id={`${id}-dates-problem`} problem={problemOf('dates')} />
        <div className="discount-form__pair">
          <Field id={`${id}-usageLimit`} label="Uses in all (optional)" hint="Counted when a payment is made." problem={problemOf('usageLimit')}>
            <input id={`${id}-usageLimit`} className="input discount-form__number" inputMode="numeric" value={draft.usageLimit} aria-invalid={problemOf('usageLimit') ? true : undefined} aria-describedby={described('usageLimit', true)} onChange={(e) => set('usageLimit', e.target.value)} />
          </Field>
          <Field id={`${id}-usageLimitPerCustomer`} label="Uses per customer (optional)" hint="By the buyer's e-mail." problem={problemOf('usageLimitPerCustomer')}>
            <input id={`${id}-usageLimitPerCustomer`} className="input discount-form__number" inputMode="numeric" value={draft.usageLimitPerCustomer} aria-invalid={problemOf('usageLimitPerCustomer') ? true : undefined} aria-describedby={described('usageLimitPerCustomer', true)} onChange={(e) => set('usageLimitPerCustomer', e.target.value)} />
          </Field>
        </div>
        {initial && <p className="field__hint">Used so far: {initial.timesUsed}.</p>}
      </fieldset>

      {problem && problem.field === null && (
        <p className="form__problem" role="alert">
          {problem.message}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : initial ? 'Save discount' : 'Create discount'}
        </button>
        <Link className="button" href={hrefFor('discounts')}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
