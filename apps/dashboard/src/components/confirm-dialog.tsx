/**
 * A modal confirm dialog on the native <dialog>: showModal() makes the rest of
 * the page inert (focus stays inside) and Escape cancels. Resolves true on
 * confirm, false on cancel (platform.md §4).
 */
import { useModalDialog } from './use-modal-dialog.ts';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onClose(confirmed: boolean): void;
}

/** Opens as soon as it is rendered; the caller unmounts it in `onClose`. */
export function ConfirmDialog({ title, message, confirmLabel, onClose }: ConfirmDialogProps) {
  // Cancel is the safe choice and has focus first: Enter on an unexpected dialog removes nothing.
  const { dialog, safeButton: cancelButton, id } = useModalDialog();
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
