import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { altchaPayload, isAltchaChallenge, solveAltcha } from './altcha-solver.ts';
import { captchaSize } from './captcha-size.ts';
import { DEFAULT_CAPTCHA, readCaptchaConfig } from './captcha.tsx';

describe('captchaSize', () => {
  it('is compact below 320 px, normal from 320 px', () => {
    expect(captchaSize(319.5)).toBe('compact');
    expect(captchaSize(320)).toBe('normal');
    expect(captchaSize(600)).toBe('normal');
  });
});

describe('readCaptchaConfig', () => {
  it('keeps a known provider and its key, and falls back to ALTCHA from our server', () => {
    expect(readCaptchaConfig({ provider: 'turnstile', siteKey: 'k', challengeUrl: null })).toEqual({ provider: 'turnstile', siteKey: 'k', challengeUrl: DEFAULT_CAPTCHA.challengeUrl });
    expect(readCaptchaConfig({ provider: 'hcaptcha', siteKey: null, challengeUrl: null, error: 'ReCaptcha has not been set up!' }).error).toBe('ReCaptcha has not been set up!');
    expect(readCaptchaConfig({ provider: 'altcha', siteKey: null, challengeUrl: '/api/captcha/altcha/challenge' }).provider).toBe('altcha');
    expect(readCaptchaConfig(null)).toEqual(DEFAULT_CAPTCHA);
    expect(readCaptchaConfig({ provider: 'evil' })).toEqual(DEFAULT_CAPTCHA);
  });
});

describe('ALTCHA in the browser', () => {
  it("solves a challenge the server's altcha-lib signs, into a payload the server verifies", async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 2, counter: 300, deriveKey: nodeDeriveKey, hmacSignatureSecret: 's', hmacKeySignatureSecret: 'k' });
    const wire = JSON.parse(JSON.stringify(challenge)) as unknown;
    expect(isAltchaChallenge(wire)).toBe(true);
    if (!isAltchaChallenge(wire)) return;
    const solution = await solveAltcha(wire, new AbortController());
    expect(solution?.counter).toBe(300);
    const payload = JSON.parse(Buffer.from(altchaPayload(wire, solution!), 'base64').toString('utf8'));
    const result = await verifySolution({ ...payload, deriveKey: nodeDeriveKey, hmacSignatureSecret: 's', hmacKeySignatureSecret: 'k' });
    expect(result.verified).toBe(true);
  });

  it('gives up (null) when aborted, and refuses what is not a challenge', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 5000, deriveKey: nodeDeriveKey, hmacSignatureSecret: 's' });
    const controller = new AbortController();
    controller.abort();
    expect(await solveAltcha(challenge, controller)).toBeNull();
    expect(isAltchaChallenge({ algorithm: 'SHA-256', challenge: 'x', salt: 's' })).toBe(false);
  });
});
