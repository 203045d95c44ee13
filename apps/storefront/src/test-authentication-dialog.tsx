/**
 * The test provider's 3-D Secure challenge: a modal dialog standing in for the bank's page, with
 * "Complete authentication" and "Fail authentication" (Stripe's test page has the same two). Focus
 * moves to the first button; Tab stays in the dialog; Escape fails the authentication, as closing
 * the bank's window does.
 */
import { useEffect, useRef } from 'react';

/** The dialog's texts. */
export const AUTHENTICATION_TEXT = {
  title: '3-D Secure authentication',
  message: 'Your bank asks you to confirm this payment. This is the test provider: choose how the authentication ends.',
  complete: 'Complete authentication',
  fail: 'Fail authentication',
} as const;

/** Props of {@link TestAuthenticationDialog}. */
export interface TestAuthenticationDialogProps {
  id: string;
  onAnswer(outcome: 'complete' | 'fail'): void;
}

/** Renders the challenge over the page (the theme positions `.plinth-alert`). */
export function TestAuthenticationDialog({ id, onAnswer }: TestAuthenticationDialogProps) {
  const first = useRef<HTMLButtonElement>(null);
  const last = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      className="plinth-alert"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onAnswer('fail');
        // Keep Tab within the dialog.
        if (event.key === 'Tab' && !event.shiftKey && document.activeElement === last.current) {
          event.preventDefault();
          first.current?.focus();
        } else if (event.key === 'Tab' && event.shiftKey && document.activeElement === first.current) {
          event.preventDefault();
          last.current?.focus();
        }
      }}
    >
      <div className="plinth-alert__dialog plinth-authentication" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`}>
        <h2 className="plinth-alert__title" id={`${id}-title`}>
          {AUTHENTICATION_TEXT.title}
        </h2>
        <p className="plinth-alert__message" id={`${id}-message`}>
          {AUTHENTICATION_TEXT.message}
        </p>
        <div className="plinth-authentication__actions">
          <button type="button" className="plinth-payment__pay" ref={first} onClick={() => onAnswer('complete')}>
            {AUTHENTICATION_TEXT.complete}
          </button>
          <button type="button" className="plinth-alert__dismiss" ref={last} onClick={() => onAnswer('fail')}>
            {AUTHENTICATION_TEXT.fail}
          </button>
        </div>
      </div>
    </div>
  );
}
