/**
 * The ProofOfWork island: the ALTCHA checkbox a guarded password form shows once its target is under
 * attack (the lock screen, a protected page, the account's sign-in). Ticked, it solves the server's
 * challenge in the browser and puts the payload in a hidden field `name` of the form it sits in, so
 * the plain form post (no script needed otherwise) carries it as `captchaKey`.
 */
import { useMemo, useState } from 'react';
import { getAltchaChallenge } from '@plinth/api/client/routes/getAltchaChallenge';
import { createFormApi } from '../forms/form-api.ts';
import { AltchaWidget } from '../forms/captcha/altcha-widget.tsx';

/** Props of {@link ProofOfWork}. */
export interface ProofOfWorkProps {
  /** The checkbox's id. */
  id: string;
  /** The hidden field's name (the routes read `captchaKey`). */
  name: string;
  /** Tells a form that posts by script (the account's) the solved payload; null when cleared. */
  onToken?: (token: string | null) => void;
  /** A new value clears a spent proof (after a refused try). @default 0 */
  resetCount?: number;
}

/** The checkbox, its status and, once solved, the hidden field. */
export function ProofOfWork({ id, name, onToken, resetCount = 0 }: ProofOfWorkProps) {
  const api = useMemo(() => createFormApi(), []);
  const [token, setToken] = useState<string | null>(null);
  return (
    <div className="plinth-proof-of-work">
      <AltchaWidget
        id={id}
        challengeUrl={getAltchaChallenge.path}
        size="normal"
        theme="light"
        resetCount={resetCount}
        api={api}
        onToken={(value) => {
          setToken(value);
          onToken?.(value);
        }}
      />
      {token && <input type="hidden" name={name} value={token} />}
    </div>
  );
}
