import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../infra/secrets/secret-box.ts';
import { CARD_OK, TEST_PAYMENT_METHODS, shopper } from '../../test-support/checkout.ts';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type Visitor } from '../../test-support/test-app.ts';
import { maskSecret } from './payment-settings-service.ts';

const SETTINGS = '/api/owner/commerce/payments';
const SECRET_KEY = 'sk_test_51PlinthSecretKey4242';
const WEBHOOK_SECRET = 'whsec_PlinthSigningSecretAbcd';
const STRIPE = { provider: 'stripe', mode: 'test', publishableKey: 'pk_test_51PlinthPublic0001', secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET };

describe('maskSecret', () => {
  it('keeps the prefix and the last four characters', () => {
    expect(maskSecret(SECRET_KEY)).toBe('sk_test_…4242');
    expect(maskSecret('sk_live_abcdefgh9876')).toBe('sk_live_…9876');
    expect(maskSecret(WEBHOOK_SECRET)).toBe('whsec_…Abcd');
  });
});

forEachStore(
  'Commerce → Payments (GET/PUT /api/owner/commerce/payments)',
  (store) => {
    let owner: Visitor;
    beforeAll(async () => {
      owner = await ownerVisitor(store, 'ADMIN');
    });
    const get = async () => (await owner.request({ method: 'GET', url: SETTINGS })).json();

    it('starts on the test provider; connects Stripe with secrets sealed at rest and never answered, only masked', async () => {
      expect(await get()).toEqual({ provider: 'test', mode: 'test', publishableKey: null, secretKey: null, webhookSecret: null, webhookUrl: 'http://localhost/api/commerce/stripe/webhook', secretsStorable: true });
      const saved = await owner.send('PUT', SETTINGS, STRIPE);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ provider: 'stripe', mode: 'test', publishableKey: STRIPE.publishableKey, secretKey: 'sk_test_…4242', webhookSecret: 'whsec_…Abcd' });
      expect(saved.body).not.toContain(SECRET_KEY);
      expect((await owner.request({ method: 'GET', url: SETTINGS })).body).not.toContain(WEBHOOK_SECRET);
      const row = await store.db.selectFrom('payment_settings').selectAll().executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(SECRET_KEY);
      expect(JSON.stringify(row)).not.toContain(WEBHOOK_SECRET);
      expect(row.secret_key_sealed).toMatch(/^v1:/);

      // Blank secrets keep the stored ones; switching to the test provider keeps them for later; no restart needed.
      expect((await owner.send('PUT', SETTINGS, { ...STRIPE, secretKey: '', webhookSecret: '' })).json().secretKey).toBe('sk_test_…4242');
      const visitor = shopper(() => store.app);
      expect((await visitor.send('POST', TEST_PAYMENT_METHODS, CARD_OK)).statusCode).toBe(404);
      expect((await owner.send('PUT', SETTINGS, { provider: 'test' })).json()).toMatchObject({ provider: 'test', secretKey: 'sk_test_…4242' });
      expect((await visitor.send('POST', TEST_PAYMENT_METHODS, CARD_OK)).statusCode).toBe(200);
    });

    it('refuses keys of the other mode, missing keys and malformed ones with 400 and a clear message', async () => {
      const refusal = async (body: Record<string, unknown>) => {
        const response = await owner.send('PUT', SETTINGS, body);
        expect(response.statusCode).toBe(400);
        return response.json().error.message as string;
      };
      expect(await refusal({ ...STRIPE, mode: 'live' })).toBe('The publishable key is not a live-mode key: in live mode it starts with pk_live_.');
      expect(await refusal({ ...STRIPE, publishableKey: 'pk_live_51PlinthPublic0001', secretKey: 'sk_live_51PlinthLive0001', mode: 'test' })).toBe('The publishable key is not a test-mode key: in test mode it starts with pk_test_.');
      expect(await refusal({ ...STRIPE, secretKey: 'not-a-key' })).toBe('secretKey must look like sk_test_… or sk_live_…');
      expect(await refusal({ provider: 'paypal' })).toBe("provider must be 'stripe' or 'test'");
    });

    it('is for owners who may change settings: 401 signed out, 403 for a viewer', async () => {
      expect((await shopper(() => store.app).request({ method: 'GET', url: SETTINGS })).statusCode).toBe(401);
      const viewer = await ownerVisitor(store, 'VIEWER');
      expect((await viewer.send('PUT', SETTINGS, STRIPE)).statusCode).toBe(403);
    });
  },
  { secrets: createSecretBox(randomBytes(32).toString('base64')) },
);

forEachStore(
  'Commerce → Payments without PLINTH_SECRET_KEY',
  (store) => {
  it('says secrets cannot be stored, and refuses to connect Stripe with the reason', async () => {
    const owner = await ownerVisitor(store, 'ADMIN');
    expect((await owner.request({ method: 'GET', url: SETTINGS })).json().secretsStorable).toBe(false);
    const refused = await owner.send('PUT', SETTINGS, STRIPE);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/^Secret keys cannot be stored on this server yet: set PLINTH_SECRET_KEY/);
  });
  },
  { secrets: createSecretBox(undefined) },
);
