/**
 * The store settings form. Saves every setting through the contract's `saveStoreSettings` route; a refusal
 * is shown beside the field it names (the server's messages start with the field's label), anything
 * else below the form. Changing the currency of a store with orders asks first: a checkbox beside
 * the currency confirms it (past orders keep theirs), and the server refuses the change without it.
 */
import type { getStoreSettings } from '@plinth/api';
import { CURRENCY_CODES, RESTOCK_MESSAGES } from '@plinth/commerce';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { failureMessage, ApiError } from '../../api/api-error.ts';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { Failure } from '../../components/status-views.tsx';
import { minorUnits, moneyText, problemOfMessage, type StoreField } from './store-settings-fields.ts';

export type StoreSettings = z.infer<typeof getStoreSettings.response>;

/** What the form holds: the settings, with the amount and the threshold as typed. */
interface Draft {
  currency: string;
  timeZone: string;
  storeName: string;
  storeAddress: string;
  expressCheckout: boolean;
  customCart: boolean;
  minimumSubtotal: string;
  restockSuccessText: string;
  mailingListSignUpEnabled: boolean;
  mailingListOptInByDefault: boolean;
  scarcityEnabled: boolean;
  scarcityThreshold: string;
  scarcityText: string;
  customSoldOutText: string;
}

function draftOf(settings: StoreSettings): Draft {
  const { merchandising: m } = settings;
  return {
    currency: settings.currency,
    timeZone: settings.timeZone,
    storeName: settings.storeName,
    storeAddress: settings.storeAddress,
    expressCheckout: settings.expressCheckout,
    customCart: settings.customCart,
    minimumSubtotal: moneyText(settings.minimumSubtotalCents, settings.currency),
    restockSuccessText: m.restockSuccessText,
    mailingListSignUpEnabled: m.mailingListSignUpEnabled,
    mailingListOptInByDefault: m.mailingListOptInByDefault,
    scarcityEnabled: m.scarcityEnabled,
    scarcityThreshold: String(m.scarcityThreshold),
    scarcityText: m.scarcityText,
    customSoldOutText: m.customSoldOutText,
  };
}

/** The time zones the browser knows, with the stored one first among them if it is not. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

type Problem = { field: StoreField | null; message: string };

export function StoreSettingsForm({ initial, onSaved }: { initial: StoreSettings; onSaved(settings: StoreSettings): void }) {
  const save = useRouteMutation('saveStoreSettings');
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [confirmCurrency, setConfirmCurrency] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const zones = useMemo(() => timeZones(initial.timeZone), [initial.timeZone]);
  const currencyChanging = draft.currency !== initial.currency;
  const askToConfirm = currencyChanging && initial.hasOrders;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setSaved(false);
    setProblem(null);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const problemOf = (field: StoreField) => (problem?.field === field ? problem.message : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    setProblem(null);
    try {
      const answer = await save({
        body: {
          currency: draft.currency as StoreSettings['currency'],
          timeZone: draft.timeZone,
          storeName: draft.storeName,
          storeAddress: draft.storeAddress,
          expressCheckout: draft.expressCheckout,
          customCart: draft.customCart,
          // Not an amount: NaN is sent as null, and the server refuses it in its own words.
          minimumSubtotalCents: minorUnits(draft.minimumSubtotal, draft.currency),
          merchandising: {
            restockSuccessText: draft.restockSuccessText,
            mailingListSignUpEnabled: draft.mailingListSignUpEnabled,
            mailingListOptInByDefault: draft.mailingListOptInByDefault,
            scarcityEnabled: draft.scarcityEnabled,
            scarcityThreshold: draft.scarcityThreshold.trim() === '' ? Number.NaN : Number(draft.scarcityThreshold),
            scarcityText: draft.scarcityText,
            customSoldOutText: draft.customSoldOutText,
          },
          ...(askToConfirm && confirmCurrency ? { confirmCurrencyChange: true } : {}),
        },
      });
      setDraft(draftOf(answer));
      setConfirmCurrency(false);
      onSaved(answer);
      setSaved(true);
    } catch (failure) {
      const refusal = failure instanceof ApiError && (failure.status === 400 || failure.status === 409) && failure.serverMessage ? problemOfMessage(failure.serverMessage) : null;
      setProblem(refusal?.field ? { field: refusal.field, message: refusal.text } : { field: null, message: failureMessage(failure, 'save') });
    } finally {
      setBusy(false);
    }
  };

  return (
    // noValidate: the server's sentence (shown beside the field) says what is wrong, not the browser's bubble.
    <form className="form" noValidate onSubmit={submit}>
      <fieldset className="fieldset">
        <legend>Store</legend>
        <Field label="Currency" hint="Prices, carts and checkout use it. Past orders keep the currency they were placed in." problem={problemOf('currency')}>
          {(props) => (
            <select {...props} value={draft.currency} onChange={(e) => set('currency', e.target.value)}>
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
        {askToConfirm && (
          <label className="field field--check">
            <input type="checkbox" checked={confirmCurrency} onChange={(e) => setConfirmCurrency(e.target.checked)} />
            <span>
              The store has orders: change its currency from {initial.currency} to {draft.currency} anyway (past orders keep {initial.currency})
            </span>
          </label>
        )}
        <Field label="Time zone" hint="Dates of orders, reports and e-mails." problem={problemOf('timeZone')}>
          {(props) => (
            <select {...props} value={draft.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Store name" hint="On invoices and e-mails; left empty, the site's title." problem={problemOf('storeName')}>
          {(props) => <input {...props} type="text" autoComplete="organization" value={draft.storeName} onChange={(e) => set('storeName', e.target.value)} />}
        </Field>
        <Field label="Store address" hint="On invoices and e-mails, one line per line." problem={problemOf('storeAddress')}>
          {(props) => <textarea {...props} rows={4} autoComplete="street-address" value={draft.storeAddress} onChange={(e) => set('storeAddress', e.target.value)} />}
        </Field>
      </fieldset>

      <fieldset className="fieldset">
        <legend>Checkout</legend>
        <Check label="Express checkout" hint="Add to Cart goes straight to checkout; there is no cart page step." checked={draft.expressCheckout} onChange={(value) => set('expressCheckout', value)} />
        <Check label="Custom cart" hint="The site shows its own cart, so the pill cart is hidden." checked={draft.customCart} onChange={(value) => set('customCart', value)} />
        <Field label={`Minimum subtotal (${draft.currency})`} hint="Checkout refuses a smaller order; 0 for no minimum." problem={problemOf('minimumSubtotalCents')}>
          {(props) => <input {...props} type="text" inputMode="decimal" value={draft.minimumSubtotal} onChange={(e) => set('minimumSubtotal', e.target.value)} />}
        </Field>
      </fieldset>

      <fieldset className="fieldset">
        <legend>Merchandising</legend>
        <Field label="Sold-out text" hint="On the badge and the disabled button of a sold-out product; left empty, 'sold out'." problem={problemOf('customSoldOutText')}>
          {(props) => <input {...props} type="text" value={draft.customSoldOutText} onChange={(e) => set('customSoldOutText', e.target.value)} />}
        </Field>
        <Check label="Scarcity message" hint="Tells visitors when few units are left." checked={draft.scarcityEnabled} onChange={(value) => set('scarcityEnabled', value)} />
        <Field label="Scarcity threshold" hint="The message shows at this many units left or fewer." problem={problemOf('scarcityThreshold')}>
          {(props) => (
            <input {...props} type="number" inputMode="numeric" className="input--step" min={1} step={1} value={draft.scarcityThreshold} onChange={(e) => set('scarcityThreshold', e.target.value)} />
          )}
        </Field>
        <Field label="Scarcity text" hint="{quantity} is the number of units left." problem={problemOf('scarcityText')}>
          {(props) => <input {...props} type="text" value={draft.scarcityText} onChange={(e) => set('scarcityText', e.target.value)} />}
        </Field>
        <Field label="Restock success text" hint={`Shown after a back-in-stock sign-up; left empty, '${RESTOCK_MESSAGES.signedUp}'.`} problem={problemOf('restockSuccessText')}>
          {(props) => <input {...props} type="text" value={draft.restockSuccessText} onChange={(e) => set('restockSuccessText', e.target.value)} />}
        </Field>
        <Check
          label="Offer the mailing list with a restock sign-up"
          hint="A box to also join the mailing list."
          checked={draft.mailingListSignUpEnabled}
          onChange={(value) => set('mailingListSignUpEnabled', value)}
        />
        <Check
          label="Tick the mailing-list box to start with"
          hint="Visitors untick it to stay off the list."
          checked={draft.mailingListOptInByDefault}
          disabled={!draft.mailingListSignUpEnabled}
          onChange={(value) => set('mailingListOptInByDefault', value)}
        />
      </fieldset>

      {problem && problem.field === null && <Failure message={problem.message} />}
      {saved && (
        <p className="notice" role="status">
          Store settings saved.
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/** The props a field's control gets: its id and the ids of its hint and problem. */
interface ControlProps {
  id: string;
  'aria-describedby': string;
  'aria-invalid': true | undefined;
}

/** A labelled control with its hint, and the server's problem with it beside it. */
function Field({ label, hint, problem, children }: { label: string; hint: string; problem: string | null; children(props: ControlProps): ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': problem ? `${id}-hint ${id}-problem` : `${id}-hint`, 'aria-invalid': problem ? true : undefined })}
      <span id={`${id}-hint`} className="field__hint">
        {hint}
      </span>
      {problem && (
        <span id={`${id}-problem`} className="form__problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}

/** A labelled checkbox with its hint. */
function Check({ label, hint, checked, disabled, onChange }: { label: string; hint: string; checked: boolean; disabled?: boolean; onChange(value: boolean): void }) {
  const id = useId();
  return (
    <div className="field field--check">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>
        {label} <span id={`${id}-hint`} className="muted">— {hint}</span>
      </label>
    </div>
  );
}
