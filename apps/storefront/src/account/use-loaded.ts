/**
 * Loads a section's data once when it appears: loading, then the value or the failure's text.
 * `setValue` lets the section change what it shows after a write answered the new state.
 */
import { useEffect, useState } from 'react';
import type { ApiResult } from '../api/json-call.ts';
import { failureText } from './request-error.ts';

/** A section's data. */
export type Loaded<T> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; value: T };

/** The hook; `load` runs once (pass a stable function). */
export function useLoaded<T>(load: () => Promise<ApiResult<T>>): [Loaded<T>, (value: T) => void] {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void load().then((result) => {
      if (live) setState(result.ok ? { kind: 'ready', value: result.value } : { kind: 'failed', message: failureText(result.failure) });
    });
    return () => {
      live = false;
    };
  }, [load]);
  return [state, (value: T) => setState({ kind: 'ready', value })];
}
