/**
 * While edits are not yet saved, leaving the editor asks first (platform.md §4: save, discard or
 * review the changes): an in-app link or back/forward is held by the router and reported here as
 * `leaving` (where the owner wanted to go); closing or reloading the tab gets the browser's own
 * "Leave site?" question.
 */
import { useCallback, useEffect, useState } from 'react';
import { holdNavigation, navigate } from '../../router/history.ts';

export interface LeaveGuard {
  /** Where the owner asked to go while edits were unsaved; null when not asking. */
  leaving: string | null;
  /** Go on to `leaving`. */
  leave(): void;
  /** Stay and review the changes. */
  stay(): void;
}

export function useLeaveGuard(unsaved: boolean): LeaveGuard {
  const [leaving, setLeaving] = useState<string | null>(null);
  useEffect(() => {
    if (!unsaved) return;
    const release = holdNavigation((href) => setLeaving(href));
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      release();
      window.removeEventListener('beforeunload', ask);
    };
  }, [unsaved]);
  const leave = useCallback(() => {
    setLeaving((href) => {
      if (href) queueMicrotask(() => navigate(href, { force: true }));
      return null;
    });
  }, []);
  const stay = useCallback(() => setLeaving(null), []);
  return { leaving, leave, stay };
}
