/**
 * A reCAPTCHA v2, hCaptcha or Turnstile widget rendered into its own
 * element once its script has loaded; reset when `resetCount` changes.
 */
import { useEffect, useRef, useState } from 'react';
import { captchaSize } from './captcha-size.ts';
import { renderThirdParty, type CaptchaWidget, type ThirdPartyProvider } from './third-party.ts';

/** Shown when the provider's script cannot load. */
export const CAPTCHA_LOAD_FAILED = 'The CAPTCHA could not be loaded. Please check your connection and reload the page.';

export interface ThirdPartyWidgetProps {
  provider: ThirdPartyProvider;
  siteKey: string;
  theme: 'light' | 'dark';
  resetCount: number;
  onToken(token: string | null): void;
}

/** The provider's widget. */
export function ThirdPartyWidget({ provider, siteKey, theme, resetCount, onToken }: ThirdPartyWidgetProps) {
  const element = useRef<HTMLDivElement>(null);
  const widget = useRef<CaptchaWidget | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const size = captchaSize(target.parentElement?.getBoundingClientRect().width ?? target.getBoundingClientRect().width);
    renderThirdParty(provider, target, { siteKey, theme, size, onToken }).then(
      (rendered) => (widget.current = rendered),
      () => setFailed(true),
    );
    // Rendered once per provider and key; the token setter is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, siteKey, theme]);
  useEffect(() => {
    if (resetCount > 0) widget.current?.reset();
  }, [resetCount]);
  return (
    <>
      <div ref={element} className={`plinth-captcha__widget plinth-captcha__widget--${provider}`} />
      {failed && (
        <p className="plinth-captcha__error" role="alert">
          {CAPTCHA_LOAD_FAILED}
        </p>
      )}
    </>
  );
}
