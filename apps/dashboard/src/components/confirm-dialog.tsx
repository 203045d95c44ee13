/**
 * A modal confirm dialog on the native <dialog>: showModal() makes the rest of
 * the page inert (focus stays inside) and Escape cancels. Resolves true on
 * confirm, false on cancel (platform.md §4).
 */
import { useEffect, useId, useRef } from 'react';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onClose(confirmed: boolean): void;
}

/** Opens as soon as it is rendered; the caller unmounts it in `onClose`. */
export function ConfirmDialog({ title, message, confirmLabel, onClose }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    // Keep focus where it was, to give it back on close (the dialog's opener).
    const opener = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    // The safe choice has focus first: Enter on an unexpected dialog removes nothing.
    cancelButton.current?.focus();
    return () => opener?.focus?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        // Escape: close through React so the caller's state follows.
        event.preventDefault();
        onClose(false);
      }}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <p id={`${id}-message`}>{message}</p>
      <div className="dialog__actions">
        <button type="button" className="button" ref={cancelButton} onClick={() => onClose(false)}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={() => onClose(true)}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
