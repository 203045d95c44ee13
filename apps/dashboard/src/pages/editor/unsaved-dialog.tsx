/**
 * The unsaved-changes prompt (platform.md §4): save, discard or review the changes. Modal on the
 * native <dialog> (focus stays inside, Escape reviews). It closes itself when the edits get saved
 * meanwhile (an autosave landing), since there is nothing left to ask.
 */
import { useEffect } from 'react';
import { useModalDialog } from '../../components/use-modal-dialog.ts';

export interface UnsavedDialogProps {
  /** True once nothing is unsaved any more: the dialog closes itself and the owner leaves. */
  settled: boolean;
  saving: boolean;
  /** Why the last save failed, shown so the owner knows saving may not work. */
  problem: string | null;
  onSave(): void;
  onDiscard(): void;
  onReview(): void;
}

export function UnsavedDialog({ settled, saving, problem, onSave, onDiscard, onReview }: UnsavedDialogProps) {
  // Review (staying) is the safe choice and has focus first.
  const { dialog, safeButton: reviewButton, id } = useModalDialog();
  useEffect(() => {
    if (settled) onDiscard();
  }, [settled, onDiscard]);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        event.preventDefault();
        onReview();
      }}
      // Chromium may close a dialog on Escape without a cancel event (no user activation since it
      // opened, e.g. after the back button): closed is closed, so the owner stays to review.
      onClose={onReview}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        Unsaved changes
      </h2>
      <p id={`${id}-message`}>Your latest edits are not saved yet. Save them before you leave, discard them, or stay to review them.</p>
      {problem && (
        <p className="form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" ref={reviewButton} onClick={onReview}>
          Review changes
        </button>
        <button type="button" className="button" onClick={onDiscard}>
          Discard changes
        </button>
        <button type="button" className="button button--primary" onClick={onSave} disabled={saving} aria-busy={saving}>
          {saving ? 'Saving…' : 'Save and leave'}
        </button>
      </div>
    </dialog>
  );
}
