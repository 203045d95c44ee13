/**
 * The back-in-stock sign-ups of the account's e-mail that still wait, each with Remove.
 */
import { useCallback } from 'react';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { accountApi, type AccountApi, type AccountRestockSignUp } from './account-api.ts';
import { FormAlert } from './account-field.tsx';
import { LoadedView } from './loaded-view.tsx';
import { useLoaded } from './use-loaded.ts';
import { useRequest } from './use-request.ts';

/** One sign-up. */
function SignUpItem({ signUp, api, onRemoved }: { signUp: AccountRestockSignUp; api: AccountApi; onRemoved(): void }) {
  const request = useRequest();
  const name = `${signUp.productName} — ${signUp.variantName}`;
  async function remove() {
    if ((await request.run(() => api.removeRestockSignUp(signUp.id))) === true) onRemoved();
  }
  return (
    <li className="plinth-account__item">
      <div className="plinth-account__item-head">
        <span className="plinth-account__item-title">{name}</span>
        <button type="button" className="plinth-button plinth-button--secondary" disabled={request.busy} onClick={() => void remove()} aria-label={`${ACCOUNT_TEXT.removeSignUp} ${name}`}>
          {ACCOUNT_TEXT.removeSignUp}
        </button>
      </div>
      <FormAlert message={request.error} />
    </li>
  );
}

/** The list. */
export function RestockList({ signUps, api, onRemoved }: { signUps: AccountRestockSignUp[]; api: AccountApi; onRemoved(id: string): void }) {
  if (signUps.length === 0) return <p className="plinth-account__empty">{ACCOUNT_TEXT.noRestock}</p>;
  return (
    <ul className="plinth-account__list">
      {signUps.map((signUp) => (
        <SignUpItem key={signUp.id} signUp={signUp} api={api} onRemoved={() => onRemoved(signUp.id)} />
      ))}
    </ul>
  );
}

/** The section (loads the sign-ups). */
export function RestockSection({ api = accountApi }: { api?: AccountApi }) {
  const [state, setValue] = useLoaded(useCallback(() => api.restockSignUps(), [api]));
  return (
    <AccountSection name="restock">
      <LoadedView state={state}>
        {({ signUps }) => <RestockList signUps={signUps} api={api} onRemoved={(id) => setValue({ signUps: signUps.filter((s) => s.id !== id) })} />}
      </LoadedView>
    </AccountSection>
  );
}
