/**
 * Signing out (platform.md §7): "Keep a copy of my cart on this device" chooses `cloneCart`; the
 * client repeats the call once on `crumbFail` (session-api.ts). Signed out, the browser reloads the
 * account page, which then shows the sign-in form.
 */
import { useState } from 'react';
import { AccountCheckbox, FormAlert } from './account-field.tsx';
import { AccountSection } from './account-section.tsx';
import { ACCOUNT_TEXT } from './account-text.ts';
import { signOut as defaultSignOut } from './session-api.ts';
import { useRequest } from './use-request.ts';

/** Props of {@link SignOutSection}. */
export interface SignOutSectionProps {
  /** Tests pass a fake. */
  signOut?: typeof defaultSignOut;
  /** After signing out (default: reload /account). */
  onSignedOut?: () => void;
}

/** Renders the section. */
export function SignOutSection({ signOut = defaultSignOut, onSignedOut = () => window.location.assign('/account') }: SignOutSectionProps) {
  const [keepCart, setKeepCart] = useState(false);
  const request = useRequest();
  async function leave() {
    if (await request.run(() => signOut(keepCart))) onSignedOut();
  }
  return (
    <AccountSection name="signOut">
      <AccountCheckbox id="plinth-sign-out-keep-cart" label={ACCOUNT_TEXT.keepCart} checked={keepCart} onChange={setKeepCart} />
      <FormAlert message={request.error} />
      <p>
        <button type="button" className="plinth-button plinth-button--secondary" disabled={request.busy} onClick={() => void leave()}>
          {ACCOUNT_TEXT.signOut}
        </button>
      </p>
    </AccountSection>
  );
}
