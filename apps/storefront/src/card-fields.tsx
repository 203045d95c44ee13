/**
 * The card part of the test provider's payment form: number, expiry (MM/YY)
 * and security code, each labelled, with its error under it, and in test mode
 * a note naming the test cards. Controlled by the parent (`value`, `onChange`);
 * the card goes to the test provider's tokenisation, never to a pay call.
 */
import { TEST_CARD_3DS, TEST_CARD_DECLINED, TEST_CARD_SUCCESS, validateCard, type CardField } from '@plinth/commerce';
import type { CardInput } from './checkout-types.ts';
import { TextField } from './text-field.tsx';

/** Props of {@link CardFields}. */
export interface CardFieldsProps {
  /** Prefix of the input ids. */
  id: string;
  value: CardInput;
  onChange(next: CardInput): void;
  errors: Partial<Record<CardField, string>>;
  testMode: boolean;
}

/** The test-mode note (exact card numbers from the test provider). */
export const TEST_MODE_NOTE = `Test mode: pay with ${TEST_CARD_SUCCESS} (succeeds), ${TEST_CARD_3DS} (asks for 3-D Secure) or ${TEST_CARD_DECLINED} (declined), any future expiry and any CVC.`;

/**
 * Client checks of a card before it is sent: a malformed number, expiry or
 * code is shown on its field. Whether a well-formed card is charged is the
 * server's decision, so a decline is not predicted here.
 */
export function cardFieldErrors(card: CardInput, now: number): Partial<Record<CardField, string>> {
  const result = validateCard({ ...card, now });
  return !result.ok && result.field ? { [result.field]: result.message } : {};
}

/** Renders the card inputs. */
export function CardFields({ id, value, onChange, errors, testMode }: CardFieldsProps) {
  const set = (key: keyof CardInput) => (text: string) => onChange({ ...value, [key]: text });
  return (
    <fieldset className="plinth-card">
      <legend className="plinth-checkout__legend">Payment</legend>
      {testMode && <p className="plinth-card__test-note">{TEST_MODE_NOTE}</p>}
      <TextField id={`${id}-number`} label="Card number" value={value.number} onChange={set('number')} error={errors.number} autoComplete="cc-number" inputMode="numeric" placeholder="1234 1234 1234 1234" />
      <div className="plinth-card__row">
        <TextField id={`${id}-expiry`} label="Expiry (MM/YY)" value={value.expiry} onChange={set('expiry')} error={errors.expiry} autoComplete="cc-exp" placeholder="MM/YY" />
        <TextField id={`${id}-cvc`} label="CVC" value={value.cvc} onChange={set('cvc')} error={errors.cvc} autoComplete="cc-csc" inputMode="numeric" />
      </div>
    </fieldset>
  );
}
