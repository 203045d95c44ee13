/**
 * The captcha of a form: ALTCHA unless the site setting picks reCAPTCHA v2,
 * hCaptcha or Turnstile (`getCaptchaConfig` → { provider, siteKey,
 * challengeUrl }, asked in the browser only). Compact when its container is
 * narrower than 320 px. The token (or ALTCHA payload) goes to `onToken`; a
 * new `resetCount` clears it.
 */
import { useEffect, useRef, useState } from 'react';
import { getAltchaChallenge } from '@plinth/api/client/routes/getAltchaChallenge';
import { getCaptchaConfig } from '@plinth/api/client/routes/getCaptchaConfig';
import type { CaptchaAlignment, CaptchaTheme } from '@plinth/forms';
import type { CaptchaConfig, FormApi } from '../form-api.ts';
import { AltchaWidget } from './altcha-widget.tsx';
import { captchaSize } from './captcha-size.ts';
import { ThirdPartyWidget } from './third-party-widget.tsx';

/** The configuration used when the server does not answer one: ALTCHA from our server. */
export const DEFAULT_CAPTCHA: CaptchaConfig = { provider: 'altcha', siteKey: '', challengeUrl: getAltchaChallenge.path };
const PROVIDERS = new Set(['altcha', 'recaptcha', 'hcaptcha', 'turnstile']);

/** The configuration in an answer body, or the default. */
export function readCaptchaConfig(body: unknown): CaptchaConfig {
  const c = body as Partial<CaptchaConfig> | null;
  if (!c || typeof c !== 'object' || typeof c.provider !== 'string' || !PROVIDERS.has(c.provider)) return DEFAULT_CAPTCHA;
  return {
    provider: c.provider,
    siteKey: typeof c.siteKey === 'string' ? c.siteKey : '',
    challengeUrl: typeof c.challengeUrl === 'string' && c.challengeUrl.startsWith('/') ? c.challengeUrl : DEFAULT_CAPTCHA.challengeUrl,
    ...(typeof c.error === 'string' && c.error ? { error: c.error } : {}),
  };
}

export interface CaptchaProps {
  id: string;
  theme: CaptchaTheme;
  alignment: CaptchaAlignment;
  resetCount: number;
  api: FormApi;
  onToken(token: string | null): void;
}

/** The captcha block of a form. */
export function Captcha({ id, theme, alignment, resetCount, api, onToken }: CaptchaProps) {
  const [config, setConfig] = useState<CaptchaConfig | null>(null);
  const [size, setSize] = useState<'compact' | 'normal'>('normal');
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    if (container.current) setSize(captchaSize(container.current.getBoundingClientRect().width));
    void api.get(getCaptchaConfig.path).then((answer) => live && setConfig(readCaptchaConfig(answer.status === 200 ? answer.body : null)));
    return () => {
      live = false;
    };
  }, [api]);
  return (
    <div ref={container} className={`plinth-captcha plinth-captcha--${alignment}`} data-size={size}>
      {config?.provider === 'altcha' && (
        <AltchaWidget id={id} challengeUrl={config.challengeUrl} size={size} theme={theme} resetCount={resetCount} api={api} onToken={onToken} />
      )}
      {config?.error && (
        <p className="plinth-captcha__error" role="alert">
          {config.error}
        </p>
      )}
      {config && config.provider !== 'altcha' && !config.error && config.siteKey && (
        <ThirdPartyWidget provider={config.provider} siteKey={config.siteKey} theme={theme} resetCount={resetCount} onToken={onToken} />
      )}
    </div>
  );
}
