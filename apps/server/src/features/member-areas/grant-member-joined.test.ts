import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerVisitor } from '../../test-support/owner.ts';
import { addSiteUser } from '../../test-support/site-users.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver.ts';
import { deliverDue, verifySignature } from '../integrations/index.ts';

/* The owner granting a customer access from the dashboard sends "member joined", as a visitor's join does. */

forEachStore('owner grant sends member joined', (store: TestStore) => {
  let receiver: WebhookReceiver;
  let secret: string;
  const deliver = () => deliverDue(store.app.deps);
  const events = () => receiver.received.map((r) => JSON.parse(r.body) as { id: string; type: string; data: Record<string, unknown> });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    store.app.deps.integrations = { allowLoopbackWebhooks: true, mailchimpBaseUrl: undefined, deliveryEveryMs: 60_000 };
    const made = await (await ownerVisitor(store, 'ADMIN')).send('POST', '/api/owner/integrations/webhooks', { url: `${receiver.url}/members`, events: ['member.joined'] });
    expect(made.statusCode, made.body).toBe(201);
    secret = made.json().secret;
  });
  afterAll(() => receiver.close());

  it('a grant to a customer without access sends one signed member.joined; a repeat grant sends none; a revoked one granted again joins again', async () => {
    const owner = await ownerVisitor(store, 'STORE_MANAGER');
    const area = (await owner.send('POST', '/api/owner/member-areas', { name: 'Bakers guild', description: 'Recipes' })).json().memberArea;
    const grace = await addSiteUser(store.db, { name: 'Grace' });
    const grant = () => owner.send('POST', `/api/owner/member-areas/${area.id}/members`, { email: grace.email });

    expect((await grant()).statusCode).toBe(201);
    expect(await deliver()).toBe(1);
    expect(events()).toEqual([expect.objectContaining({ type: 'member.joined', data: { memberAreaId: area.id, memberAreaName: 'Bakers guild', siteUserId: grace.id, source: 'manual' } })]);
    const [arrived] = receiver.received;
    expect(verifySignature(secret, arrived?.headers['plinth-signature'] ?? '', arrived?.body ?? '', Math.floor(Date.now() / 1000))).toBe(true);

    // Already a member: granting again tells nobody.
    expect((await grant()).statusCode).toBe(201);
    expect(await deliver()).toBe(0);

    // Revoked, then let back in: a new join.
    expect((await owner.send('DELETE', `/api/owner/member-areas/${area.id}/members/${grace.id}`)).statusCode).toBe(204);
    expect((await grant()).statusCode).toBe(201);
    expect(await deliver()).toBe(1);
    expect(events().map((e) => e.type)).toEqual(['member.joined', 'member.joined']);
    expect(new Set(events().map((e) => e.id)).size).toBe(2);

    // A grant refused (no such customer) sends nothing.
    expect((await owner.send('POST', `/api/owner/member-areas/${area.id}/members`, { email: 'nobody@plinth.test' })).statusCode).toBe(404);
    expect(await deliver()).toBe(0);
  });
});
