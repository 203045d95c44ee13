/**
 * A modal alert (role="alertdialog") with a title, a message and one button
 * that dismisses it; Escape dismisses too. Focus moves to the button on open.
 */
import { useEffect, useRef } from 'react';
import { LABELS } from './labels.ts';

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  /** Prefix for the title and message ids (unique on the page). */
  id: string;
  title: string;
  message: string;
  onClose(): void;
}

/** Renders the alert; the theme positions `.plinth-alert` fixed over the page. */
export function AlertDialog({ id, title, message, onClose }: AlertDialogProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="plinth-alert" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div
        className="plinth-alert__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
      >
        <h2 className="plinth-alert__title" id={`${id}-title`}>
          {title}
        </h2>
        <p className="plinth-alert__message" id={`${id}-message`}>
          {message}
        </p>
        <button type="button" className="plinth-alert__dismiss" ref={button} onClick={onClose}>
          {LABELS.dismissAlert}
        </button>
      </div>
    </div>
  );
}
