/**
 * The instalment information popup: a modal dialog holding the provider's
 * HTML (served by Plinth). It closes on Escape, on its close button, or on a
 * click outside it (storefront §2). Focus goes to the close button on open
 * and back to the opener on close.
 */
import { useEffect, useRef } from 'react';

/** Props of {@link InstallmentPopup}. */
export interface InstallmentPopupProps {
  /** Provider's HTML (trusted: Plinth's own static files). */
  html: string;
  /** Accessible name of the dialog. */
  label: string;
  onClose(): void;
}

/** Renders the overlay and the dialog. */
export function InstallmentPopup({ html, label, onClose }: InstallmentPopupProps) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="plinth-installment-popup" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="plinth-installment-popup__dialog" role="dialog" aria-modal="true" aria-label={label}>
        <button type="button" ref={close} className="plinth-installment-popup__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <div className="plinth-installment-popup__content" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </div>
  );
}
