import { useCallback, useEffect, useState } from 'react';

/** Fetch state (platform.md §4): pending, success or failed. */
export type LoadState<T> =
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'failed'; error: unknown };

/** A load's state plus the means to run it again or replace its data after an edit. */
export type Load<T> = LoadState<T> & { retry(): void; setData(update: (data: T) => T): void };

/**
 * Runs `loader` when the component mounts and whenever `key` changes; a
 * stale answer (the key moved on meanwhile) is dropped.
 * @param key identifies what is loaded, e.g. the query string
 * @example const orders = useLoad(() => api.call('listOwnerOrders'), 'orders');
 */
export function useLoad<T>(loader: () => Promise<T>, key: string): Load<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'pending' });
    loader().then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // The key names what is loaded; the loader closure changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (update: (data: T) => T) => setState((s) => (s.status === 'success' ? { status: 'success', data: update(s.data) } : s)),
    [],
  );
  return { ...state, retry, setData };
}
