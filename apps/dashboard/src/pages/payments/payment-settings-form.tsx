/**
 * The Payments form: the provider (radio buttons), and for Stripe the mode, the publishable key, the
 * secret key and the webhook signing secret (write-only, shown masked), with the webhook address to
 * give Stripe. Saves with `savePaymentSettings`; a refusal (a key of the other mode, a missing key)
 * is shown by the save footer.
 */
import { useState, type FormEvent } from 'react';
import { useRouteMutation } from '../../api/use-route-mutation.ts';
import { SaveFooter } from '../../components/save-footer.tsx';
import { useAction } from '../../components/use-action.ts';
import { PROVIDER_CHOICES, draftOf, saveBody, storedHint, type PaymentDraft, type PaymentSettings } from './payment-settings.ts';

/** Props of {@link PaymentSettingsForm}. */
export interface PaymentSettingsFormProps {
  initial: PaymentSettings;
  onSaved(settings: PaymentSettings): void;
}

/** The form; `initial` is the stored settings, replaced by the parent through `onSaved`. */
export function PaymentSettingsForm({ initial, onSaved }: PaymentSettingsFormProps) {
  const saveSettings = useRouteMutation('savePaymentSettings');
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [saved, setSaved] = useState(false);
  const set = (changes: Partial<PaymentDraft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...changes }));
  };
  const save = useAction(async () => {
    const answer = await saveSettings({ body: saveBody(draft) });
    setDraft(draftOf(answer));
    onSaved(answer);
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(await save.run());
  };
  const stripe = draft.provider === 'stripe';
  return (
    <form className="form" onSubmit={submit}>
      <p>
        Payments now go through <strong>{initial.provider === 'stripe' ? `Stripe (${initial.mode} mode)` : 'the built-in test provider'}</strong>. A change applies to the next checkout.
      </p>
      <fieldset className="fieldset">
        <legend>Payment provider</legend>
        {PROVIDER_CHOICES.map((choice) => (
          <label key={choice.value} className="field field--choice">
            <span>
              <input type="radio" name="payment-provider" value={choice.value} checked={draft.provider === choice.value} onChange={() => set({ provider: choice.value })} /> {choice.label}
            </span>
            <span className="field__hint">{choice.hint}</span>
          </label>
        ))}
      </fieldset>
      {stripe && (
        <fieldset className="fieldset">
          <legend>Stripe</legend>
          {!initial.secretsStorable && (
            <div className="failure" role="alert">
              <p className="failure__message">Secret keys cannot be stored on this server yet.</p>
              <p>Set PLINTH_SECRET_KEY (32 random bytes, e.g. `openssl rand -base64 32`) and restart the server, then connect Stripe.</p>
            </div>
          )}
          <label className="field">
            <span className="field__label">Mode</span>
            <select value={draft.mode} onChange={(e) => set({ mode: e.target.value as PaymentDraft['mode'] })}>
              <option value="test">Test (pk_test_… and sk_test_… keys: no money moves)</option>
              <option value="live">Live (pk_live_… and sk_live_… keys: real payments)</option>
            </select>
          </label>
          <label className="field">
            <span className="field__label">Publishable key</span>
            <input value={draft.publishableKey} required maxLength={300} autoComplete="off" spellCheck={false} placeholder={draft.mode === 'live' ? 'pk_live_…' : 'pk_test_…'} onChange={(e) => set({ publishableKey: e.target.value })} />
            <span className="field__hint">From Stripe's dashboard, Developers → API keys. The checkout loads Stripe's script with it.</span>
          </label>
          <label className="field">
            <span className="field__label">Secret key</span>
            <input type="password" value={draft.secretKey} required={!initial.secretKey} maxLength={300} autoComplete="new-password" spellCheck={false} placeholder={storedHint(initial.secretKey)} onChange={(e) => set({ secretKey: e.target.value })} />
            <span className="field__hint">Stored encrypted on the server and never shown again.</span>
          </label>
          <label className="field">
            <span className="field__label">Webhook signing secret</span>
            <input type="password" value={draft.webhookSecret} required={!initial.webhookSecret} maxLength={300} autoComplete="new-password" spellCheck={false} placeholder={storedHint(initial.webhookSecret)} onChange={(e) => set({ webhookSecret: e.target.value })} />
            <span className="field__hint">
              In Stripe, add a webhook endpoint at <code>{initial.webhookUrl}</code> for payment_intent.succeeded, payment_intent.payment_failed, charge.refunded and charge.dispute.created, then paste its signing secret (whsec_…).
            </span>
          </label>
        </fieldset>
      )}
      <SaveFooter save={save} saved={saved} readOnly={false} />
    </form>
  );
}
