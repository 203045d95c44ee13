/**
 * What every modal dialog of the dashboard does on opening, on the native <dialog>: showModal()
 * makes the rest of the page inert (focus stays inside), the safe choice takes focus first, and
 * focus goes back to the opener when the dialog goes away.
 */
import { useEffect, useId, useRef } from 'react';

/** Refs for the <dialog> and its safe (first-focused) button, and an id prefix for its labels. */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const safeButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    // Keep focus where it was, to give it back on close (the dialog's opener).
    const opener = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    safeButton.current?.focus();
    return () => opener?.focus?.();
  }, []);
  return { dialog, safeButton, id };
}
