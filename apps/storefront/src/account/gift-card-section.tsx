/**
 * The gift card balance look-up of the account page: a code in, its balance out
 * (the contract's `getGiftCardBalance`, the checkout's public route; 404 for an unknown code).
 */
import { useState, type FormEvent } from 'react';
import type { RouteAnswer } from '@plinth/api/client';
import { getGiftCardBalance } from '@plinth/api/client/routes/getGiftCardBalance';
import { jsonCall, type ApiResult, type JsonCall } from '../api/json-call.ts';
import { AccountField, FormAlert, SubmitButton } from './account-field.tsx';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { minorMoneyText } from './display.ts';
import { useRequest } from './use-request.ts';

/** The balance answer. */
export type GiftCardBalance = RouteAnswer<'getGiftCardBalance'>;

/** Asks for a code's balance. */
export function lookUpGiftCard(code: string, call: JsonCall = jsonCall): Promise<ApiResult<GiftCardBalance>> {
  return call(getGiftCardBalance, { query: { code: code.trim() } });
}

/** The sentence of a balance. */
export function balanceText(balance: GiftCardBalance): string {
  return `The balance of ${balance.code} is ${minorMoneyText(balance.balanceCents, balance.currency)}.`;
}

/** Renders the look-up. */
export function GiftCardSection({ lookUp = lookUpGiftCard }: { lookUp?: (code: string) => Promise<ApiResult<GiftCardBalance>> }) {
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const request = useRequest();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAnswer(null);
    const balance = await request.run(() => lookUp(code));
    if (balance) setAnswer(balanceText(balance));
  }
  return (
    <AccountSection name="giftCard">
      <form className="plinth-account__inline-form" noValidate aria-label={ACCOUNT_TEXT.giftCardCheck} onSubmit={(event) => void submit(event)}>
        <AccountField id="plinth-gift-card-code" label={ACCOUNT_TEXT.giftCardCode} autoComplete="off" value={code} onChange={setCode} maxLength={40} />
        <SubmitButton busy={request.busy} label={ACCOUNT_TEXT.giftCardCheck} />
      </form>
      <FormAlert message={request.error} />
      <p className="plinth-account__status" role="status">{answer}</p>
    </AccountSection>
  );
}
