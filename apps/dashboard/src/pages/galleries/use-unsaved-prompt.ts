/**
 * While there are unsaved changes, leaving the page (closing the tab, reloading, following a link
 * out of the dashboard) asks the browser's "Leave site?" question first.
 */
import { useEffect } from 'react';

export function useUnsavedPrompt(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
