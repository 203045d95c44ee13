/** Scrolls to the success view and focuses it once the form is done (storefront.md §4). */
import { useEffect, useRef } from 'react';
import type { FormPhase } from './use-form-submission.ts';

/** A ref for the success element; it is scrolled into view and focused when `phase` becomes 'done'. */
export function useScrollToSuccess(phase: FormPhase) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (phase !== 'done' || !ref.current) return;
    ref.current.scrollIntoView({ block: 'center' });
    ref.current.focus({ preventScroll: true });
  }, [phase]);
  return ref;
}
