/**
 * reCAPTCHA v2, hCaptcha and Cloudflare Turnstile share one explicit-render
 * API: `render(element, { sitekey, theme, size, callback, 'expired-callback' })`
 * answers a widget id, `reset(id)` clears it. Their scripts load only when the
 * site setting selects them (`getCaptchaConfig`).
 */
import { loadCaptchaScript } from './script-loader.ts';

export type ThirdPartyProvider = 'recaptcha' | 'hcaptcha' | 'turnstile';

/** The global each script defines, and its URL. */
export const PROVIDERS: Record<ThirdPartyProvider, { global: string; url: string }> = {
  recaptcha: { global: 'grecaptcha', url: 'https://www.google.com/recaptcha/api.js?render=explicit' },
  hcaptcha: { global: 'hcaptcha', url: 'https://js.hcaptcha.com/1/api.js?render=explicit' },
  turnstile: { global: 'turnstile', url: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit' },
};

interface ExplicitApi {
  render(element: HTMLElement, options: Record<string, unknown>): string | number;
  reset(widgetId?: string | number): void;
}

export interface WidgetOptions {
  siteKey: string;
  theme: 'light' | 'dark';
  size: 'compact' | 'normal';
  onToken(token: string | null): void;
}

/** A rendered widget. */
export interface CaptchaWidget {
  reset(): void;
}

/**
 * Loads the provider's script (once) and renders its widget into `element`.
 * @throws when the script cannot load (offline, blocked)
 */
export async function renderThirdParty(provider: ThirdPartyProvider, element: HTMLElement, options: WidgetOptions): Promise<CaptchaWidget> {
  const { global, url } = PROVIDERS[provider];
  await loadCaptchaScript(url);
  const api = (window as unknown as Record<string, ExplicitApi>)[global];
  const widgetId = api.render(element, {
    sitekey: options.siteKey,
    theme: options.theme,
    size: options.size,
    callback: (token: string) => options.onToken(token),
    'expired-callback': () => options.onToken(null),
    'error-callback': () => options.onToken(null),
  });
  return {
    reset() {
      api.reset(widgetId);
      options.onToken(null);
    },
  };
}
