/**
 * The state of a form's request: busy while it runs, the failure's text after it. A second submit
 * while busy is ignored (a double click sends one request).
 */
import { useCallback, useRef, useState } from 'react';
import type { ApiResult } from '../api/json-call.ts';
import { failureText } from './request-error.ts';

/** What {@link useRequest} gives a form. */
export interface RequestState {
  busy: boolean;
  error: string | null;
  setError(message: string | null): void;
  /** Runs the call; resolves its value, or null after showing the failure (or when busy already). */
  run<T>(call: () => Promise<ApiResult<T>>): Promise<T | null>;
}

/** The hook. */
export function useRequest(): RequestState {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(async <T,>(call: () => Promise<ApiResult<T>>): Promise<T | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await call();
      if (result.ok) return result.value;
      setError(failureText(result.failure));
      return null;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, run };
}
