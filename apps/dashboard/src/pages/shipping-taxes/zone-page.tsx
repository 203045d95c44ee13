/**
 * One shipping zone's form (`/config/commerce/shipping/new`, `/config/commerce/shipping/:id`): its
 * name, its places ('DE, AT, US-NY'; none = Rest of world) and its rates — flat, by weight, by
 * order subtotal or local pickup, each possibly free from an amount. Every control is a labelled
 * native input; a refusal, the form's own or the server's, is shown by its field and announced.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { useRouteQuery } from '../../api/use-route-query.ts';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Link, navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { newRateDraft, RATE_KIND_LABELS, zoneBodyOf, zoneDraftOf, type RateDraft, type RateKind, type Zone, type ZoneDraft, type ZoneProblem } from './fields.ts';
import './shipping-taxes.css';

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
      {problem && (
        <span id={`${id}-problem`} className="form__problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}

function ZoneForm({ initial, others }: { initial: Zone | null; others: Zone[] }) {
  const { currency } = useSession();
  const id = useId();
  const create = useRouteMutation('createShippingZone');
  const update = useRouteMutation('updateShippingZone');
  const [draft, setDraft] = useState<ZoneDraft>(() => zoneDraftOf(initial, currency));
  const [problem, setProblem] = useState<ZoneProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const problemOf = (field: string) => (problem && problem.field === field ? problem.message : null);
  const input = (field: string, hint = false) => ({
    id: `${id}-${field}`,
    'aria-invalid': problemOf(field) ? true : undefined,
    'aria-describedby': [hint ? `${id}-${field}-hint` : '', problemOf(field) ? `${id}-${field}-problem` : ''].filter(Boolean).join(' ') || undefined,
  });
  const setRate = (key: string, change: Partial<RateDraft>) => {
    setProblem(null);
    setDraft((d) => ({ ...d, rates: d.rates.map((rate) => (rate.key === key ? { ...rate, ...change } : rate)) }));
  };
  const worldTaken = others.some((zone) => zone.restOfWorld);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = zoneBodyOf(draft, currency);
    if ('problem' in result) {
      setProblem(result.problem);
      document.getElementById(`${id}-${result.problem.field ?? 'name'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (initial) await update({ params: { id: initial.id }, body: result.body });
      else await create({ body: result.body });
      navigate(hrefFor('shipping'));
    } catch (error) {
      const message = error instanceof ApiError && error.serverMessage ? error.serverMessage.replace(/^[\w.]+: /, '') : 'The zone could not be saved. Please try again.';
      setProblem({ field: /already in the zone|listed twice|rest of the world|country/i.test(message) ? 'places' : null, message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="fieldset">
        <legend>Zone</legend>
        <Field id={`${id}-name`} label="Name" hint="For you, e.g. Germany or Europe." problem={problemOf('name')}>
          <input {...input('name', true)} className="input" value={draft.name} maxLength={80} onChange={(e) => { setProblem(null); setDraft((d) => ({ ...d, name: e.target.value })); }} />
        </Field>
        <Field
          id={`${id}-places`}
          label="Countries and regions"
          hint={`Two-letter country codes, or a country's region as US-NY, separated by commas: DE, AT, US-NY.${worldTaken ? '' : ' Leave empty for Rest of world: every country no other zone lists.'}`}
          problem={problemOf('places')}
        >
          <textarea {...input('places', true)} className="input" rows={2} value={draft.places} onChange={(e) => { setProblem(null); setDraft((d) => ({ ...d, places: e.target.value })); }} />
        </Field>
      </fieldset>

      <fieldset className="fieldset">
        <legend>Rates</legend>
        <p className="field__hint">The buyer chooses among the rates that fit the order; the cheapest is chosen first.</p>
        {draft.rates.map((rate, index) => {
          const field = (name: string) => `${rate.key}.${name}`;
          const bounded = rate.kind === 'WEIGHT' || rate.kind === 'SUBTOTAL';
          const unit = rate.kind === 'WEIGHT' ? 'kg' : currency;
          return (
            <fieldset key={rate.key} className="zone-form__rate">
              <legend>Rate {index + 1}</legend>
              <div className="zone-form__row">
                <Field id={`${id}-${field('name')}`} label="Name the buyer sees" problem={problemOf(field('name'))}>
                  <input {...input(field('name'))} className="input" value={rate.name} maxLength={80} onChange={(e) => setRate(rate.key, { name: e.target.value })} />
                </Field>
                <Field id={`${id}-${field('kind')}`} label="Kind" problem={null}>
                  <select id={`${id}-${field('kind')}`} className="input" value={rate.kind} onChange={(e) => setRate(rate.key, { kind: e.target.value as RateKind })}>
                    {(Object.keys(RATE_KIND_LABELS) as RateKind[]).map((kind) => (
                      <option key={kind} value={kind}>
                        {RATE_KIND_LABELS[kind]}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field id={`${id}-${field('price')}`} label={`Price (${currency})`} problem={problemOf(field('price'))}>
                  <input {...input(field('price'))} className="input zone-form__number" inputMode="decimal" value={rate.price} onChange={(e) => setRate(rate.key, { price: e.target.value })} />
                </Field>
              </div>
              {bounded && (
                <div className="zone-form__row">
                  <Field id={`${id}-${field('min')}`} label={`From (${unit}, optional)`} problem={problemOf(field('min'))}>
                    <input {...input(field('min'))} className="input zone-form__number" inputMode="decimal" value={rate.min} onChange={(e) => setRate(rate.key, { min: e.target.value })} />
                  </Field>
                  <Field id={`${id}-${field('max')}`} label={`Up to (${unit}, optional)`} problem={problemOf(field('max'))}>
                    <input {...input(field('max'))} className="input zone-form__number" inputMode="decimal" value={rate.max} onChange={(e) => setRate(rate.key, { max: e.target.value })} />
                  </Field>
                </div>
              )}
              {rate.kind === 'PICKUP' && (
                <Field id={`${id}-${field('pickupAddress')}`} label="Pickup address" problem={problemOf(field('pickupAddress'))}>
                  <input {...input(field('pickupAddress'))} className="input" value={rate.pickupAddress} maxLength={300} onChange={(e) => setRate(rate.key, { pickupAddress: e.target.value })} />
                </Field>
              )}
              <Field id={`${id}-${field('freeAbove')}`} label={`Free from an order subtotal of (${currency}, optional)`} problem={problemOf(field('freeAbove'))}>
                <input {...input(field('freeAbove'))} className="input zone-form__number" inputMode="decimal" value={rate.freeAbove} onChange={(e) => setRate(rate.key, { freeAbove: e.target.value })} />
              </Field>
              {draft.rates.length > 1 && (
                <div>
                  <button type="button" className="button button--small button--danger" onClick={() => setDraft((d) => ({ ...d, rates: d.rates.filter((r) => r.key !== rate.key) }))}>
                    Remove rate {index + 1}
                  </button>
                </div>
              )}
            </fieldset>
          );
        })}
        <button type="button" className="button" onClick={() => setDraft((d) => ({ ...d, rates: [...d.rates, newRateDraft()] }))}>
          Add rate
        </button>
      </fieldset>

      {problem && problem.field === null && (
        <p className="form__problem" role="alert">
          {problem.message}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : initial ? 'Save zone' : 'Add zone'}
        </button>
        <Link className="button" href={hrefFor('shipping')}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

export default function ZonePage({ params }: PageProps) {
  const load = useRouteQuery('listShippingZones');
  const zone = load.status === 'success' && params.id ? (load.data.zones.find((z) => z.id === params.id) ?? null) : null;
  return (
    <>
      <PageHeader title={params.id ? (zone ? `Shipping zone ${zone.name}` : 'Shipping zone') : 'New shipping zone'} />
      <LoadView load={load}>
        {({ zones }) =>
          params.id && !zone ? (
            <p className="empty">This shipping zone no longer exists. <Link href={hrefFor('shipping')}>Back to Shipping</Link></p>
          ) : (
            <ZoneForm initial={zone} others={zones.filter((z) => z.id !== params.id)} />
          )
        }
      </LoadView>
    </>
  );
}
