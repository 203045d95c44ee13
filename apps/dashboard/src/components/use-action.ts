import { useCallback, useState } from 'react';
import { failureMessage } from '../api/api-error.ts';

/** A change in flight: whether it runs, its failure sentence, and how to run (or retry) it. */
export interface Action<A extends unknown[]> {
  busy: boolean;
  error: string | null;
  run(...args: A): Promise<boolean>;
  retry(): void;
  clear(): void;
}

/**
 * Wraps a state-changing call: one at a time, its failure turned into the
 * platform.md §8 wording (or the server's explanation of a 4xx), and a retry
 * that repeats the last arguments. `run` resolves true on success.
 * @example const save = useAction((price: number) => api.send('PATCH', url, { priceCents: price }));
 */
export function useAction<A extends unknown[]>(perform: (...args: A) => Promise<unknown>): Action<A> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lastArgs, setLastArgs] = useState<A | null>(null);
  const run = useCallback(
    async (...args: A) => {
      setBusy(true);
      setError(null);
      setLastArgs(args);
      try {
        await perform(...args);
        return true;
      } catch (failure) {
        setError(failureMessage(failure, 'save'));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [perform],
  );
  const retry = useCallback(() => {
    if (lastArgs) void run(...lastArgs);
  }, [lastArgs, run]);
  const clear = useCallback(() => setError(null), []);
  return { busy, error, run, retry, clear };
}
