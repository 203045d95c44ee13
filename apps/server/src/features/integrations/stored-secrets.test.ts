import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createSecretBox } from '../../infra/secrets/secret-box.ts';
import { startMailchimpStandIn, STAND_IN_API_KEY, type MailchimpStandIn } from '../../test-support/mailchimp-stand-in.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver.ts';
import { verifySignature } from './index.ts';

/* Secrets at rest (issue 29 item 9): the integrations' credentials are stored sealed, used opened, never answered. */

const KEY = randomBytes(32).toString('base64');
const HOOKS = '/api/owner/integrations/webhooks';
const ML = '/api/owner/integrations/mailing-list';
const json = (response: { json(): unknown }) => response.json() as Record<string, any>;

forEachStore(
  'integration secrets at rest',
  (store: TestStore) => {
    let receiver: WebhookReceiver;
    let standIn: MailchimpStandIn;
    /** The same site served with another PLINTH_SECRET_KEY. */
    let otherKeyApp: FastifyInstance;
    beforeAll(async () => {
      [receiver, standIn] = await Promise.all([startWebhookReceiver(), startMailchimpStandIn()]);
      const integrations = { allowLoopbackWebhooks: true, mailchimpBaseUrl: standIn.url, deliveryEveryMs: 60_000 };
      store.app.deps.integrations = integrations;
      otherKeyApp = await buildApp({ database: store.database, secrets: createSecretBox(randomBytes(32).toString('hex')), integrations });
    });
    afterAll(async () => {
      await otherKeyApp.close();
      await Promise.all([receiver.close(), standIn.close()]);
    });

    it('keeps the Mailchimp API key sealed in the database and out of every answer', async () => {
      const admin = await ownerVisitor(store, 'ADMIN');
      const connected = await admin.send('POST', `${ML}/connection`, { provider: 'mailchimp', apiKey: STAND_IN_API_KEY });
      expect(connected.statusCode).toBe(201);
      expect(connected.body).not.toContain(STAND_IN_API_KEY);
      const row = await store.db.selectFrom('mailing_list_connections').select('api_key').where('website_id', '=', await defaultSiteId(store.db)).executeTakeFirstOrThrow();
      expect(row.api_key).toMatch(/^v1:/);
      expect(row.api_key).not.toContain(STAND_IN_API_KEY.split('-')[0]);
      expect(createSecretBox(KEY).open(row.api_key)).toBe(STAND_IN_API_KEY);
      // Opened to call the provider: Select List still lists the stand-in's lists.
      const lists = await admin.request({ method: 'GET', url: `${ML}/lists` });
      expect(lists.statusCode).toBe(200);
      expect(json(lists).lists.length).toBeGreaterThan(0);
      expect((await admin.request({ method: 'GET', url: ML })).body).not.toContain(STAND_IN_API_KEY);
    });

    it('under another key, the stored API key gives a clear 503, not garbage sent to the provider', async () => {
      const admin = await ownerVisitor({ ...store, app: otherKeyApp } as TestStore, 'ADMIN');
      const lists = await admin.request({ method: 'GET', url: `${ML}/lists` });
      expect(lists.statusCode).toBe(503);
      expect(json(lists).error.message).toMatch(/cannot be read with this server’s PLINTH_SECRET_KEY/);
    });

    it('keeps webhook signing secrets sealed; deliveries are signed with the opened secret; another key fails the delivery with the reason', async () => {
      const admin = await ownerVisitor(store, 'ADMIN');
      const made = await admin.send('POST', HOOKS, { url: `${receiver.url}/sealed`, events: ['order.created'] });
      expect(made.statusCode).toBe(201);
      const { webhook, secret } = json(made);
      const row = await store.db.selectFrom('webhooks').select('secret').where('id', '=', webhook.id).executeTakeFirstOrThrow();
      expect(row.secret).toMatch(/^v1:/);
      expect(row.secret).not.toContain(secret.slice(6));
      expect(createSecretBox(KEY).open(row.secret)).toBe(secret);

      expect((await admin.send('POST', `${HOOKS}/${webhook.id}/test`)).statusCode).toBe(200);
      const received = receiver.received.find((request) => request.path === '/sealed');
      expect(received).toBeDefined();
      expect(verifySignature(secret, String(received?.headers['plinth-signature']), received?.body ?? '', Math.floor(Date.now() / 1000))).toBe(true);

      // A delivery attempted by a process with another key: failed with the box's words, nothing sent.
      const before = receiver.received.length;
      const otherAdmin = await ownerVisitor({ ...store, app: otherKeyApp } as TestStore, 'ADMIN');
      expect((await otherAdmin.send('POST', `${HOOKS}/${webhook.id}/test`)).statusCode).toBe(503);
      expect(receiver.received.length).toBe(before);
      const failed = await store.db.selectFrom('integration_deliveries').select(['status', 'last_error']).where('webhook_id', '=', webhook.id).orderBy('created_at', 'desc').orderBy('id').execute();
      expect(failed.some((delivery) => delivery.status === 'failed' && /sealed with key .{8}, which is neither PLINTH_SECRET_KEY nor PLINTH_SECRET_KEY_PREVIOUS/.test(delivery.last_error ?? ''))).toBe(true);
    });
  },
  { secrets: createSecretBox(KEY) },
);
