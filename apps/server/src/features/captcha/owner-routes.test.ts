import { CONTRIBUTOR_ROLES, roleAllows, type ContributorRole } from '@plinth/platform';
import { expect, it } from 'vitest';
import { HOSTED_PROVIDERS } from './hosted.ts';
import { getCaptchaSettings, saveCaptchaSettings } from './repository.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { CAPTCHA_SETTINGS_PATH } from './owner-routes.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';

const RECAPTCHA = HOSTED_PROVIDERS.recaptcha;
const TURNSTILE = HOSTED_PROVIDERS.turnstile;

async function captchaConfig(store: TestStore) {
  const response = await store.app.inject({ method: 'GET', url: '/api/captcha/config' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

forEachStore('owner captcha settings', (store) => {
  it('needs a session (401), forms:read to read and forms:write plus the crumb to change (403)', async () => {
    const anonymous = await ownerVisitor(store);
    expect((await anonymous.request({ method: 'GET', url: CAPTCHA_SETTINGS_PATH })).json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
    expect((await anonymous.send('PUT', CAPTCHA_SETTINGS_PATH, { provider: 'altcha' })).statusCode).toBe(401);

    for (const role of Object.keys(CONTRIBUTOR_ROLES) as ContributorRole[]) {
      const owner = await ownerVisitor(store, role);
      const read = await owner.request({ method: 'GET', url: CAPTCHA_SETTINGS_PATH });
      expect(read.statusCode, `GET as ${role}`).toBe(roleAllows(role, 'forms:read') ? 200 : 403);
      const write = await owner.send('PUT', CAPTCHA_SETTINGS_PATH, { provider: 'altcha' });
      expect(write.statusCode, `PUT as ${role}`).toBe(roleAllows(role, 'forms:write') ? 200 : 403);
    }
    // Literal spot checks of the matrix (docs/owner-api.md).
    const campaigns = await ownerVisitor(store, 'CAMPAIGNS_EDITOR');
    expect((await campaigns.request({ method: 'GET', url: CAPTCHA_SETTINGS_PATH })).statusCode).toBe(200);
    expect((await campaigns.send('PUT', CAPTCHA_SETTINGS_PATH, { provider: 'altcha' })).json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } });
    const storeManager = await ownerVisitor(store, 'STORE_MANAGER');
    expect((await storeManager.request({ method: 'GET', url: CAPTCHA_SETTINGS_PATH })).statusCode).toBe(403);

    const editor = await ownerVisitor(store, 'EDITOR');
    const noCrumb = await editor.send('PUT', CAPTCHA_SETTINGS_PATH, { provider: 'altcha' }, false);
    expect([noCrumb.statusCode, noCrumb.json().crumbFail]).toEqual([403, true]);
  });

  it('reads ALTCHA by default, switches to a hosted provider and back, and /api/captcha/config follows', async () => {
    const owner = await ownerVisitor(store, 'ADMIN');
    const initial = await owner.request({ method: 'GET', url: CAPTCHA_SETTINGS_PATH });
    expect([initial.statusCode, initial.json()]).toEqual([200, { provider: 'altcha', siteKey: null, hasSecret: false }]);
    expect(initial.headers['cache-control']).toBe('no-store');

    const hosted = await owner.send('PUT', CAPTCHA_SETTINGS_PATH, { provider: 'recaptcha', siteKey: ` ${RECAPTCHA.testSiteKey} `, secret: RECAPTCHA.testSecretKey });
    expect([hosted.statusCode, hosted.json()]).toEqual([200, { provider: 'recaptcha', siteKey: RECAPTCHA.testSiteKey, hasSecret: true }]);
    expect(hosted.body).not.toContain(RECAPTCHA.testSecretKey);
    expect((await owner.request({ method: 'GET', url: CAPTCHA_SETTINGS_PATH })).json()).toEqual({ provider: 'recaptcha', siteKey: RECAPTCHA.testSiteKey, hasSecret: true });
    expect(await captchaConfig(store)).toEqual({ provider: 'recaptcha', siteKey: RECAPTCHA.testSiteKey, challengeUrl: null });
    const stored = await getCaptchaSettings(store.db, await defaultSiteId(store.db));
    expect(stored).toMatchObject({ provider: 'recaptcha', siteKey: RECAPTCHA.testSiteKey, secretKey: RECAPTCHA.testSecretKey });

    // A new site key alone keeps the stored secret of the same provider.
    const rekeyed = await owner.send('PUT', CAPTCHA_SETTINGS_PATH, { provider: 'recaptcha', siteKey: 'new-site-key', secret: '' });
    expect(rekeyed.json()).toEqual({ provider: 'recaptcha', siteKey: 'new-site-key', hasSecret: true });
    expect((await getCaptchaSettings(store.db, await defaultSiteId(store.db))).secretKey).toBe(RECAPTCHA.testSecretKey);

    const back = await owner.send('PUT', CAPTCHA_SETTINGS_PATH, { provider: 'altcha', siteKey: 'ignored', secret: 'ignored' });
    expect(back.json()).toEqual({ provider: 'altcha', siteKey: null, hasSecret: false });
    expect(await getCaptchaSettings(store.db, await defaultSiteId(store.db))).toEqual({ provider: 'altcha', siteKey: null, secretKey: null, verifyUrl: null });
    expect(await captchaConfig(store)).toEqual({ provider: 'altcha', siteKey: null, challengeUrl: '/api/captcha/altcha/challenge' });
  });

  it('refuses incomplete or malformed settings with a clear 400 and leaves the stored ones alone', async () => {
    const owner = await ownerVisitor(store, 'WEBSITE_MANAGER');
    const siteId = await defaultSiteId(store.db);
    await saveCaptchaSettings(store.db, siteId, { provider: 'recaptcha', siteKey: RECAPTCHA.testSiteKey, secretKey: RECAPTCHA.testSecretKey, verifyUrl: 'http://127.0.0.1:9/x' });
    const refusals: [unknown, string][] = [
      [{ provider: 'turnstile' }, 'Turnstile needs a site key and a secret.'],
      [{ provider: 'turnstile', siteKey: TURNSTILE.testSiteKey }, 'Turnstile needs a secret.'],
      [{ provider: 'hcaptcha', secret: 'only-a-secret' }, 'hCaptcha needs a site key.'],
      [{ provider: 'recaptcha', siteKey: '  ' }, 'reCAPTCHA needs a site key.'],
      [{ provider: 'friendlycaptcha' }, 'provider must be one of altcha, recaptcha, hcaptcha, turnstile.'],
      [{ siteKey: 'x' }, 'provider must be one of altcha, recaptcha, hcaptcha, turnstile.'],
      [{ provider: 'recaptcha', siteKey: 'has space', secret: 's' }, 'siteKey must not contain spaces or special characters.'],
      [{ provider: 'recaptcha', siteKey: 'k', secret: 'x'.repeat(201) }, 'secret must be at most 200 characters.'],
      [{ provider: 'recaptcha', siteKey: 7 }, 'siteKey must be text.'],
      [{ provider: 'altcha', verifyUrl: 'http://evil.test' }, 'Unknown setting: verifyUrl.'],
      [['altcha'], 'The captcha settings must be a JSON object with a provider.'],
    ];
    for (const [body, message] of refusals) {
      const response = await owner.send('PUT', CAPTCHA_SETTINGS_PATH, body);
      expect([response.statusCode, response.json()], JSON.stringify(body)).toEqual([400, { error: { code: 'INVALID', message } }]);
    }
    const noBody = await owner.request({ method: 'PUT', url: CAPTCHA_SETTINGS_PATH });
    expect(noBody.json()).toEqual({ error: { code: 'INVALID', message: 'The captcha settings must be a JSON object with a provider.' } });
    expect(await getCaptchaSettings(store.db, siteId)).toEqual({ provider: 'recaptcha', siteKey: RECAPTCHA.testSiteKey, secretKey: RECAPTCHA.testSecretKey, verifyUrl: 'http://127.0.0.1:9/x' });

    // The stored reCAPTCHA secret does not count for another provider; the verify override stays with its provider.
    const switched = await owner.send('PUT', CAPTCHA_SETTINGS_PATH, { provider: 'turnstile', siteKey: TURNSTILE.testSiteKey, secret: TURNSTILE.testSecretKey });
    expect(switched.json()).toEqual({ provider: 'turnstile', siteKey: TURNSTILE.testSiteKey, hasSecret: true });
    expect((await getCaptchaSettings(store.db, siteId)).verifyUrl).toBeNull();
    expect(await captchaConfig(store)).toEqual({ provider: 'turnstile', siteKey: TURNSTILE.testSiteKey, challengeUrl: null });
  });

  it('shows a hosted provider stored without keys as such, and the config says it is not set up', async () => {
    const siteId = await defaultSiteId(store.db);
    await saveCaptchaSettings(store.db, siteId, { provider: 'hcaptcha', siteKey: null, secretKey: null, verifyUrl: null });
    const owner = await ownerVisitor(store, 'EDITOR');
    expect((await owner.request({ method: 'GET', url: CAPTCHA_SETTINGS_PATH })).json()).toEqual({ provider: 'hcaptcha', siteKey: null, hasSecret: false });
    expect(await captchaConfig(store)).toEqual({ provider: 'hcaptcha', siteKey: null, challengeUrl: null, error: 'ReCaptcha has not been set up!' });
  });
});
