import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONSENT_OPTION, CONTACT_FIELDS } from '../../seed/forms.ts';
import { getFormForPage } from '../forms/index.ts';
import { findCollectionByUrlId } from '../catalog/index.ts';
import { addForm, submitForm } from '../../test-support/forms.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { encodeAltchaPayload } from './altcha.ts';
import { HOSTED_PROVIDERS, type HostedProvider } from './hosted.ts';
import { saveCaptchaSettings } from './repository.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';

/*
 * A local stand-in for the three hosted verify endpoints, answering as each provider documents for
 * its published test keys: the test secrets pass any token (hCaptcha: its test token), Turnstile's
 * "always fails" secret fails, anything else is an invalid secret. /down answers 500.
 */
const PATHS: Record<HostedProvider, string> = { recaptcha: '/recaptcha/api/siteverify', hcaptcha: '/siteverify', turnstile: '/turnstile/v0/siteverify' };
const HCAPTCHA_TEST_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';
const TURNSTILE_FAIL_SECRET = '2x0000000000000000000000000000000AA';
const requests: { path: string; params: Record<string, string> }[] = [];
let standIn: Server;
let base: string;

function standInAnswer(path: string, p: Record<string, string>): { success: boolean; 'error-codes'?: string[] } {
  if (path === PATHS.recaptcha) return p.secret === HOSTED_PROVIDERS.recaptcha.testSecretKey && p.response ? { success: true } : { success: false, 'error-codes': ['invalid-input-secret'] };
  if (path === PATHS.hcaptcha) {
    if (p.secret !== HOSTED_PROVIDERS.hcaptcha.testSecretKey) return { success: false, 'error-codes': ['invalid-input-secret'] };
    return p.response === HCAPTCHA_TEST_TOKEN && p.sitekey === HOSTED_PROVIDERS.hcaptcha.testSiteKey ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] };
  }
  if (p.secret === HOSTED_PROVIDERS.turnstile.testSecretKey && p.response) return { success: true };
  return { success: false, 'error-codes': [p.secret === TURNSTILE_FAIL_SECRET ? 'invalid-input-response' : 'invalid-input-secret'] };
}

beforeAll(async () => {
  standIn = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      const params = Object.fromEntries(new URLSearchParams(body));
      requests.push({ path, params });
      if (path === '/down') return response.writeHead(500).end('down');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(standInAnswer(path, params)));
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));

const CONTACT_VALUES = {
  [CONTACT_FIELDS.name]: { first: 'Ann', last: 'Lee' },
  [CONTACT_FIELDS.email]: 'ann@example.org',
  [CONTACT_FIELDS.topic]: 'Wholesale',
  [CONTACT_FIELDS.message]: 'Do you sell to cafés?',
  [CONTACT_FIELDS.consent]: [CONSENT_OPTION],
};

async function contactFormId(store: TestStore): Promise<string> {
  const siteId = await defaultSiteId(store.db);
  return (await getFormForPage(store.db, siteId, (await findCollectionByUrlId(store.db, siteId, 'contact'))!.id))!.id;
}

async function solvedAltcha(store: TestStore): Promise<{ challenge: Challenge; token: string }> {
  const response = await store.app.inject({ method: 'GET', url: '/api/captcha/altcha/challenge' });
  expect(response.headers['cache-control']).toBe('no-store');
  const challenge = response.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('ALTCHA challenge not solved');
  return { challenge, token: encodeAltchaPayload(challenge, solution) };
}

forEachStore('captcha', (store) => {
  it('saves the demo contact form with a really solved ALTCHA challenge, once', async () => {
    const formId = await contactFormId(store);
    const visitor = await ownerVisitor(store);
    const missing = await submitForm(visitor, formId, CONTACT_VALUES);
    expect([missing.statusCode, missing.json()]).toEqual([400, { error: 'Complete CAPTCHA before submitting.' }]);
    const { token } = await solvedAltcha(store);
    expect((await submitForm(visitor, formId, CONTACT_VALUES, { captchaKey: token })).statusCode).toBe(200);
    const reused = await submitForm(visitor, formId, CONTACT_VALUES, { captchaKey: token });
    expect([reused.statusCode, reused.json()]).toEqual([400, { error: 'Complete CAPTCHA before submitting.' }]);
  });

  it('refuses a wrong ALTCHA solution, a tampered challenge and garbage', async () => {
    const formId = await contactFormId(store);
    const visitor = await ownerVisitor(store);
    const { challenge, token } = await solvedAltcha(store);
    const decoded = JSON.parse(Buffer.from(token, 'base64').toString());
    const key: string = decoded.solution.derivedKey;
    const wrong = encodeAltchaPayload(challenge, { ...decoded.solution, derivedKey: key.slice(0, -1) + (key.endsWith('0') ? '1' : '0') });
    const tampered = encodeAltchaPayload({ ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, decoded.solution);
    for (const captchaKey of [wrong, tampered, 'garbage', Buffer.from('{"challenge":1}').toString('base64')]) {
      const response = await submitForm(visitor, formId, CONTACT_VALUES, { captchaKey });
      expect([response.statusCode, response.json()]).toEqual([400, { error: 'Complete CAPTCHA before submitting.' }]);
    }
    // A field error does not spend the solved challenge (a fresh visitor: the refusals above count towards the rate limit).
    const next = await ownerVisitor(store);
    const invalid = await submitForm(next, formId, { ...CONTACT_VALUES, [CONTACT_FIELDS.consent]: [] }, { captchaKey: token });
    expect(invalid.json()).toEqual({ errors: { [CONTACT_FIELDS.consent]: 'Required' } });
    expect((await submitForm(next, formId, CONTACT_VALUES, { captchaKey: token })).statusCode).toBe(200);
  });

  it('refuses an ALTCHA challenge signed by another site\'s secret', async () => {
    const { token } = await solvedAltcha(store);
    await store.db.updateTable('captcha_settings').set({ altcha_hmac_secret: 'f'.repeat(64) }).execute();
    const response = await submitForm(await ownerVisitor(store), await contactFormId(store), CONTACT_VALUES, { captchaKey: token });
    expect(response.statusCode).toBe(400);
  });

  for (const provider of ['recaptcha', 'hcaptcha', 'turnstile'] as const) {
    it(`verifies ${provider} tokens at its verify endpoint with the published test keys`, async () => {
      const siteId = await defaultSiteId(store.db);
      const keys = HOSTED_PROVIDERS[provider];
      const formId = await addForm(store, { captchaEnabled: true, fields: [{ id: 'e', type: 'email', title: 'Email', required: true }] });
      const visitor = await ownerVisitor(store);
      const token = provider === 'hcaptcha' ? HCAPTCHA_TEST_TOKEN : 'XXXX.DUMMY.TOKEN.XXXX';
      try {
        await saveCaptchaSettings(store.db, siteId, { provider, siteKey: null, secretKey: null, verifyUrl: base + PATHS[provider] });
        expect((await store.app.inject({ method: 'GET', url: '/api/captcha/config' })).json()).toEqual({ provider, siteKey: null, challengeUrl: null, error: 'ReCaptcha has not been set up!' });
        const notSetUp = await submitForm(visitor, formId, { e: 'a@example.org' }, { captchaKey: token });
        expect([notSetUp.statusCode, notSetUp.json()]).toEqual([400, { error: 'ReCaptcha has not been set up!' }]);

        await saveCaptchaSettings(store.db, siteId, { provider, siteKey: keys.testSiteKey, secretKey: keys.testSecretKey, verifyUrl: base + PATHS[provider] });
        expect((await store.app.inject({ method: 'GET', url: '/api/captcha/config' })).json()).toEqual({ provider, siteKey: keys.testSiteKey, challengeUrl: null });
        requests.length = 0;
        expect((await submitForm(visitor, formId, { e: 'a@example.org' }, { captchaKey: token })).statusCode).toBe(200);
        expect(requests).toEqual([{ path: PATHS[provider], params: expect.objectContaining({ secret: keys.testSecretKey, response: token, remoteip: '127.0.0.1' }) }]);

        await saveCaptchaSettings(store.db, siteId, { provider, siteKey: keys.testSiteKey, secretKey: provider === 'turnstile' ? TURNSTILE_FAIL_SECRET : 'wrong-secret', verifyUrl: base + PATHS[provider] });
        const refused = await submitForm(visitor, formId, { e: 'a@example.org' }, { captchaKey: token });
        expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'Complete CAPTCHA before submitting.' }]);

        await saveCaptchaSettings(store.db, siteId, { provider, siteKey: keys.testSiteKey, secretKey: keys.testSecretKey, verifyUrl: `${base}/down` });
        const down = await submitForm(visitor, formId, { e: 'a@example.org' }, { captchaKey: token });
        expect([down.statusCode, down.json()]).toEqual([503, { error: 'Unable to send form. Please try again later.' }]);
      } finally {
        await saveCaptchaSettings(store.db, siteId, { provider: 'altcha', siteKey: null, secretKey: null, verifyUrl: null });
      }
    });
  }
});
