import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addForm, submitForm } from '../../test-support/forms.ts';
import { startMailchimpStandIn, STAND_IN_API_KEY, type MailchimpStandIn } from '../../test-support/mailchimp-stand-in.ts';
import { ownerVisitor } from '../../test-support/owner.ts';
import { CUSTOMER_PASSWORD, signedInCustomer } from '../../test-support/site-users.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { deliverDue } from './index.ts';

/*
 * Leaving the site's mailing list reaches the connected Mailchimp list: the newsletter unsubscribe
 * page (type 300), the account's newsletter switch and a deleted account, each through the durable
 * delivery queue, end to end against the Mailchimp stand-in.
 */

const ML = '/api/owner/integrations/mailing-list';
const LIST = 'a1b2c3d4e5';
const EMAIL_FIELD = [{ id: 'e', type: 'email', title: 'Email', required: true }] as const;
const LINK = /http:\/\/localhost:80((?:\/api)?\/newsletter\/(confirm|unsubscribe)\?token=[A-Za-z0-9_-]+)/g;

/** The links of the last newsletter e-mail sent to `to`. */
async function linksOfLastMail(store: TestStore, to: string): Promise<{ confirm: string; unsubscribe: string }> {
  const row = await store.db.selectFrom('outbox').select('text_body').where('to_address', '=', to).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const links = Object.fromEntries([...row.text_body.matchAll(LINK)].map((m) => [m[2], m[1]]));
  return { confirm: links.confirm as string, unsubscribe: links.unsubscribe as string };
}

forEachStore('mailing-list unsubscribes reach Mailchimp', (store: TestStore) => {
  let standIn: MailchimpStandIn;
  /** Runs the worker as if `aheadMs` had passed (retries come due). */
  const deliver = (aheadMs = 0) => deliverDue({ ...store.app.deps, now: () => Date.now() + aheadMs });
  const memberOf = (email: string) => standIn.members.get(LIST)?.find((m) => m.email_address === email);
  const open = (url: string) => store.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    standIn = await startMailchimpStandIn();
    store.app.deps.integrations = { allowLoopbackWebhooks: true, mailchimpBaseUrl: standIn.url, deliveryEveryMs: 60_000 };
    const admin = await ownerVisitor(store, 'ADMIN');
    expect((await admin.send('POST', `${ML}/connection`, { provider: 'mailchimp', apiKey: STAND_IN_API_KEY })).statusCode).toBe(201);
    expect((await admin.send('PUT', `${ML}/settings`, { listId: LIST, doubleOptIn: false })).statusCode).toBe(200);
  });
  afterAll(() => standIn.close());

  it('signs up, confirms, unsubscribes on the unsubscribe page: Mailchimp marks the member unsubscribed, through an outage', async () => {
    const formId = await addForm(store, { name: 'News', isNewsletter: true, doubleOptIn: true, fields: [...EMAIL_FIELD] });
    expect((await submitForm(await ownerVisitor(store), formId, { e: 'Leaver@Example.org' })).statusCode).toBe(200);
    const links = await linksOfLastMail(store, 'Leaver@Example.org');
    expect(await deliver()).toBe(0); // pending on the site: nothing for Mailchimp yet
    expect((await open(links.confirm)).statusCode).toBe(200);
    expect(await deliver()).toBe(1);
    expect(memberOf('leaver@example.org')).toEqual({ email_address: 'leaver@example.org', status: 'subscribed' });

    const page = await open(links.unsubscribe);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('leaver@example.org will no longer receive news from');
    // Mailchimp is down for the first attempt: the unsubscribe waits in the queue and is retried.
    standIn.failNext(1);
    expect(await deliver()).toBe(1);
    expect(memberOf('leaver@example.org')?.status).toBe('subscribed');
    expect(await deliver(60_000)).toBe(1);
    expect(memberOf('leaver@example.org')).toEqual({ email_address: 'leaver@example.org', status: 'unsubscribed' });
    const hash = createHash('md5').update('leaver@example.org').digest('hex');
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'PUT', path: `/3.0/lists/${LIST}/members/${hash}` });
    expect((await (await ownerVisitor(store, 'ADMIN')).request({ method: 'GET', url: ML })).json().connection).toMatchObject({ pending: 0, failed: 0 });

    // Opening the link again changes nothing, so Mailchimp is not told twice.
    expect((await open(links.unsubscribe)).statusCode).toBe(200);
    expect(await deliver()).toBe(0);
  });

  it('tells Mailchimp nothing when an address that never confirmed unsubscribes', async () => {
    const formId = await addForm(store, { isNewsletter: true, doubleOptIn: true, fields: [...EMAIL_FIELD] });
    expect((await submitForm(await ownerVisitor(store), formId, { e: 'unsure@example.org' })).statusCode).toBe(200);
    expect((await open((await linksOfLastMail(store, 'unsure@example.org')).unsubscribe)).statusCode).toBe(200);
    expect(await deliver()).toBe(0);
    expect(memberOf('unsure@example.org')).toBeUndefined();
  });

  it('the account newsletter switch turned off, and a deleted account, unsubscribe at Mailchimp', async () => {
    const customer = await signedInCustomer(store);
    const email = customer.siteUser.email;
    expect((await customer.send('PUT', '/api/site-users/account/newsletter', { subscribed: true })).json()).toEqual({ subscribed: true, pending: false });
    expect(await deliver()).toBe(1);
    expect(memberOf(email)?.status).toBe('subscribed');
    expect((await customer.send('PUT', '/api/site-users/account/newsletter', { subscribed: false })).json()).toEqual({ subscribed: false, pending: false });
    expect(await deliver()).toBe(1);
    expect(memberOf(email)?.status).toBe('unsubscribed');
    // Switched off again: already off, nothing to tell.
    await customer.send('PUT', '/api/site-users/account/newsletter', { subscribed: false });
    expect(await deliver()).toBe(0);

    const leaving = await signedInCustomer(store);
    await leaving.send('PUT', '/api/site-users/account/newsletter', { subscribed: true });
    expect(await deliver()).toBe(1);
    const deleted = await leaving.request({ method: 'DELETE', url: '/api/site-users/account', payload: { password: CUSTOMER_PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await deliver()).toBe(1);
    expect(memberOf(leaving.siteUser.email)?.status).toBe('unsubscribed');
  });

  it('signing up again after unsubscribing asks Mailchimp to confirm again; the newest change of an address wins', async () => {
    const customer = await signedInCustomer(store);
    const email = customer.siteUser.email;
    const newsletter = (subscribed: boolean) => customer.send('PUT', '/api/site-users/account/newsletter', { subscribed });
    await newsletter(true);
    expect(await deliver()).toBe(1);
    await newsletter(false);
    expect(await deliver()).toBe(1);
    expect(memberOf(email)?.status).toBe('unsubscribed');
    // Mailchimp refuses 'subscribed' for an address that unsubscribed; it becomes 'pending' (Mailchimp e-mails a confirmation).
    await newsletter(true);
    expect(await deliver()).toBe(1);
    expect(memberOf(email)?.status).toBe('pending');

    // On, then off before the worker ran: only the unsubscribe is sent (a late sign-up cannot undo it).
    const quick = await signedInCustomer(store);
    await quick.send('PUT', '/api/site-users/account/newsletter', { subscribed: true });
    await quick.send('PUT', '/api/site-users/account/newsletter', { subscribed: false });
    expect(await deliver()).toBe(1);
    expect(memberOf(quick.siteUser.email)).toEqual({ email_address: quick.siteUser.email, status: 'unsubscribed' });
  });
});
