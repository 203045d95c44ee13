/**
 * What a view shows while its data loads and when a call fails: a progress
 * indicator with 'Loading…', and the platform.md §8 wording with 'Try again.'.
 */
import { MESSAGES } from '../api/messages.ts';

/** A visible, announced progress indicator. */
export function Loading({ label = MESSAGES.loading }: { label?: string }) {
  return (
    <div className="loading" role="progressbar" aria-busy="true" aria-label={label}>
      <span className="loading__spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/** Props of {@link Failure}. */
export interface FailureProps {
  /** The sentence to show, e.g. 'Unable to load.' */
  message: string;
  /** Runs the failed call again; omitted when retrying makes no sense. */
  onRetry?: () => void;
}

/** A failure notice, announced to screen readers, with a 'Try again.' button. */
export function Failure({ message, onRetry }: FailureProps) {
  return (
    <div className="failure" role="alert">
      <p className="failure__message">{message}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {MESSAGES.retry}
        </button>
      )}
    </div>
  );
}
