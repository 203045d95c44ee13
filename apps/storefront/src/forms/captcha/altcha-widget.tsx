/**
 * The ALTCHA captcha (the default; works offline): a checkbox that, when
 * ticked, fetches a challenge from our server and solves it in the browser,
 * then hands the payload to the form as its `captchaKey`. A new `resetCount`
 * clears it (after a failed submission).
 */
import { useEffect, useRef, useState } from 'react';
import type { FormApi } from '../form-api.ts';
import { altchaPayload, isAltchaChallenge, solveAltcha } from './altcha-solver.ts';

export type AltchaState = 'unverified' | 'verifying' | 'verified' | 'failed';

/** The checkbox label and the status text of each state. */
export const ALTCHA_TEXT = {
  label: "I'm not a robot",
  unverified: '',
  verifying: 'Verifying…',
  verified: 'Verified',
  failed: 'Verification failed. Please try again.',
} as const;

export interface AltchaWidgetProps {
  id: string;
  challengeUrl: string;
  size: 'compact' | 'normal';
  theme: 'light' | 'dark';
  resetCount: number;
  api: FormApi;
  onToken(token: string | null): void;
}

/** The ALTCHA checkbox. */
export function AltchaWidget({ id, challengeUrl, size, theme, resetCount, api, onToken }: AltchaWidgetProps) {
  const [state, setState] = useState<AltchaState>('unverified');
  const solving = useRef<AbortController | null>(null);

  useEffect(() => {
    solving.current?.abort();
    setState('unverified');
    onToken(null);
    // onToken is the form's setter; only a new reset count resets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetCount]);
  useEffect(() => () => solving.current?.abort(), []);

  async function verify() {
    const controller = new AbortController();
    solving.current?.abort();
    solving.current = controller;
    setState('verifying');
    const answer = await api.get(challengeUrl);
    const challenge = answer.body;
    const solution = answer.status === 200 && isAltchaChallenge(challenge) ? await solveAltcha(challenge, controller) : null;
    if (controller.signal.aborted) return;
    if (solution === null || !isAltchaChallenge(challenge)) {
      setState('failed');
      onToken(null);
      return;
    }
    setState('verified');
    onToken(altchaPayload(challenge, solution));
  }

  const statusId = `${id}-status`;
  return (
    <div className={`plinth-altcha plinth-altcha--${size} plinth-altcha--${theme}`} data-state={state}>
      <input
        id={id}
        type="checkbox"
        className="plinth-altcha__checkbox"
        checked={state === 'verifying' || state === 'verified'}
        disabled={state === 'verifying' || state === 'verified'}
        aria-describedby={statusId}
        onChange={(event) => {
          if (event.currentTarget.checked) void verify();
        }}
      />
      <label className="plinth-altcha__label" htmlFor={id}>
        {ALTCHA_TEXT.label}
      </label>
      <span className="plinth-altcha__status" id={statusId} role="status">
        {ALTCHA_TEXT[state]}
      </span>
      <span className="plinth-altcha__brand" aria-hidden="true">
        ALTCHA
      </span>
    </div>
  );
}
