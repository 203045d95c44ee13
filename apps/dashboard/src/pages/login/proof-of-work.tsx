/**
 * The ALTCHA proof of work of the sign-in screen, shown once the server asks
 * for it (an account under attack): a checkbox that, ticked, fetches a
 * challenge and solves it in the browser; the payload goes with the next
 * sign-in as `captchaKey`. A new `resetCount` clears a spent proof.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../components/api-context.ts';

type State = 'unverified' | 'verifying' | 'verified' | 'failed';

/** What the checkbox says in each state. */
export const PROOF_TEXT: Record<State, string> = {
  unverified: '',
  verifying: 'Verifying…',
  verified: 'Verified',
  failed: 'Verification failed. Please try again.',
};

/** Props of {@link ProofOfWork}. */
export interface ProofOfWorkProps {
  resetCount: number;
  onToken(token: string | null): void;
}

/** The "I'm not a robot" checkbox. */
export function ProofOfWork({ resetCount, onToken }: ProofOfWorkProps) {
  const api = useApi();
  const [state, setState] = useState<State>('unverified');
  const solving = useRef<AbortController | null>(null);

  useEffect(() => {
    solving.current?.abort();
    setState('unverified');
    onToken(null);
    // Only a new reset count resets (onToken is the page's setter).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetCount]);
  useEffect(() => () => solving.current?.abort(), []);

  async function verify() {
    const controller = new AbortController();
    solving.current?.abort();
    solving.current = controller;
    setState('verifying');
    try {
      const challenge = (await api.call('getAltchaChallenge')) as unknown as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
      if (controller.signal.aborted) return;
      if (!solution) throw new Error('not solved');
      setState('verified');
      onToken(btoa(JSON.stringify({ challenge, solution })));
    } catch {
      if (controller.signal.aborted) return;
      setState('failed');
      onToken(null);
    }
  }

  return (
    <div className="proof-of-work" data-state={state}>
      <label className="proof-of-work__label">
        <input
          type="checkbox"
          checked={state === 'verifying' || state === 'verified'}
          disabled={state === 'verifying' || state === 'verified'}
          aria-describedby="proof-of-work-status"
          onChange={(event) => {
            if (event.currentTarget.checked) void verify();
          }}
        />{' '}
        I'm not a robot
      </label>
      <span id="proof-of-work-status" className="proof-of-work__status" role="status">
        {PROOF_TEXT[state]}
      </span>
    </div>
  );
}
