/**
 * The end of a settings form: the §8 failure with 'Try again.', a 'Saved.'
 * notice, and the submit button reading 'Saving…' while it saves. Hidden
 * button for read-only roles.
 */
import { Failure } from './status-views.tsx';

/** Props of {@link SaveFooter}. */
export interface SaveFooterProps {
  save: { busy: boolean; error: string | null; retry: () => void };
  saved: boolean;
  /** The button text when idle. @default 'Save' */
  label?: string;
  readOnly?: boolean;
}

export function SaveFooter({ save, saved, label = 'Save', readOnly = false }: SaveFooterProps) {
  return (
    <>
      {save.error && <Failure message={save.error} onRetry={save.retry} />}
      {saved && (
        <p className="notice" role="status">
          Saved.
        </p>
      )}
      {!readOnly && (
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={save.busy} aria-busy={save.busy}>
            {save.busy ? 'Saving…' : label}
          </button>
        </div>
      )}
    </>
  );
}
