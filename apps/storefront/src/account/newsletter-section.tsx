/**
 * The newsletter, on or off, for the account's e-mail (an unverified e-mail gets the double
 * opt-in e-mail first: "pending").
 */
import { useState } from 'react';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { accountApi, type AccountApi, type NewsletterState } from './account-api.ts';
import { FormAlert } from './account-field.tsx';
import { useRequest } from './use-request.ts';

/** The sentence of a state. */
export function newsletterText(state: NewsletterState): string {
  if (state.subscribed) return ACCOUNT_TEXT.newsletterOn;
  return state.pending ? ACCOUNT_TEXT.newsletterPending : ACCOUNT_TEXT.newsletterOff;
}

/** The section; `initial` comes from the profile. */
export function NewsletterSection({ initial, api = accountApi }: { initial: NewsletterState; api?: AccountApi }) {
  const [state, setState] = useState(initial);
  const request = useRequest();
  async function toggle() {
    const next = await request.run(() => api.setNewsletter(!state.subscribed));
    if (next) setState(next);
  }
  return (
    <AccountSection name="newsletter">
      <p className="plinth-account__status-line" role="status">{newsletterText(state)}</p>
      <FormAlert message={request.error} />
      <div className="plinth-account__actions">
        <button type="button" className="plinth-button plinth-button--secondary" disabled={request.busy} onClick={() => void toggle()}>
          {state.subscribed ? ACCOUNT_TEXT.unsubscribe : ACCOUNT_TEXT.subscribe}
        </button>
      </div>
    </AccountSection>
  );
}
