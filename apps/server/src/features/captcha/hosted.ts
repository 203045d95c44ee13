import type { CaptchaProviderName } from '@plinth/api';

/*
 * The hosted captchas (reCAPTCHA v2, hCaptcha, Turnstile): the widget hands the visitor a token, and
 * the server asks the provider whether it is good by POSTing `secret`, `response` and `remoteip`
 * (form-encoded, as all three document) to its verify URL; the answer's `success` decides.
 */

export type HostedProvider = Exclude<CaptchaProviderName, 'altcha'>;

/** Each provider's verify endpoint and its published test keys (they always pass). */
export const HOSTED_PROVIDERS: Readonly<Record<HostedProvider, { verifyUrl: string; testSiteKey: string; testSecretKey: string }>> = {
  recaptcha: {
    verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    testSiteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
    testSecretKey: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
  },
  hcaptcha: {
    verifyUrl: 'https://api.hcaptcha.com/siteverify',
    testSiteKey: '10000000-ffff-ffff-ffff-000000000001',
    testSecretKey: '0x0000000000000000000000000000000000000000',
  },
  turnstile: {
    verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    testSiteKey: '1x00000000000000000000AA',
    testSecretKey: '1x0000000000000000000000000000000AA',
  },
};

/** How long the provider may take before the save is refused as unavailable. */
export const VERIFY_TIMEOUT_MS = 5_000;

/** 'ok', 'failed' (the provider said no), or 'unavailable' (no usable answer). */
export type HostedVerdict = 'ok' | 'failed' | 'unavailable';

/** What a verification needs. */
export interface HostedVerifyInput {
  provider: HostedProvider;
  secretKey: string;
  siteKey: string;
  token: string;
  remoteIp: string;
  /** Null = the provider's own endpoint. */
  verifyUrl: string | null;
}

/** Asks the provider about a token. Never throws. */
export async function verifyHostedToken(input: HostedVerifyInput): Promise<HostedVerdict> {
  const body = new URLSearchParams({ secret: input.secretKey, response: input.token, remoteip: input.remoteIp });
  // hCaptcha recommends sending the site key too, so a token of another site is refused.
  if (input.provider === 'hcaptcha') body.set('sitekey', input.siteKey);
  try {
    const response = await fetch(input.verifyUrl ?? HOSTED_PROVIDERS[input.provider].verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return 'unavailable';
    const answer: unknown = await response.json();
    return typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true ? 'ok' : 'failed';
  } catch {
    return 'unavailable';
  }
}
