import { expect, it } from 'vitest';
import { addForm, submitForm } from '../../test-support/forms.ts';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';

const EMAIL_FIELD = [{ id: 'e', type: 'email', title: 'Email', required: true }] as const;
// The confirmation link is the API's; the unsubscribe link opens the theme's page (page type 300).
const LINK = /http:\/\/localhost:80((?:\/api)?\/newsletter\/(confirm|unsubscribe)\?token=[A-Za-z0-9_-]+)/g;

/** The confirmation e-mails sent to `to`, oldest first, with the links of their text part. */
async function mailsTo(store: TestStore, to: string) {
  const rows = await store.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => {
    const links = Object.fromEntries([...row.text_body.matchAll(LINK)].map((m) => [m[2], m[1]]));
    return { subject: row.subject, text: row.text_body, html: row.html_body ?? '', confirm: links.confirm as string, unsubscribe: links.unsubscribe as string };
  });
}

async function statusOf(store: TestStore, email: string): Promise<string | undefined> {
  return (await store.db.selectFrom('mailing_list').select('status').where('email', '=', email).executeTakeFirst())?.status;
}

const open = (store: TestStore, url: string) => store.app.inject({ method: 'GET', url });

forEachStore('newsletter links', (store) => {
  it('puts an unsubscribe link in the confirmation e-mail; it unsubscribes a subscribed address, idempotently', async () => {
    const formId = await addForm(store, { name: 'News', isNewsletter: true, doubleOptIn: true, fields: [...EMAIL_FIELD] });
    expect((await submitForm(await ownerVisitor(store), formId, { e: 'leaver@example.org' })).statusCode).toBe(200);
    const [mail] = await mailsTo(store, 'leaver@example.org');
    expect(mail.subject).toBe('Confirm your subscription to Plinth Demo Store');
    expect(mail.text).toContain('To unsubscribe from Plinth Demo Store:\nhttp://localhost:80/newsletter/unsubscribe?token=');
    expect(mail.html).toContain(`<a href="http://localhost:80${mail.unsubscribe}">Unsubscribe</a> from Plinth Demo Store.`);
    // One token per e-mail: both links carry it.
    expect(mail.unsubscribe.split('=')[1]).toBe(mail.confirm.split('=')[1]);

    expect((await open(store, mail.confirm)).statusCode).toBe(200);
    expect(await statusOf(store, 'leaver@example.org')).toBe('subscribed');

    const page = await open(store, mail.unsubscribe);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<h1 class="page__title">Unsubscribed</h1>');
    expect(page.body).toContain('<p>leaver@example.org will no longer receive news from Plinth Demo Store.</p>');
    expect(await statusOf(store, 'leaver@example.org')).toBe('unsubscribed');

    // Opening it again (a mail scanner, a second click) shows the same page and changes nothing.
    expect((await open(store, mail.unsubscribe)).statusCode).toBe(200);
    expect(await statusOf(store, 'leaver@example.org')).toBe('unsubscribed');
    // The confirmation link does not subscribe the address again.
    expect((await open(store, mail.confirm)).statusCode).toBe(404);

    // The owner's mailing list shows the status.
    const owner = await ownerVisitor(store, 'CAMPAIGNS_EDITOR');
    const { entries } = (await owner.request({ method: 'GET', url: '/api/owner/mailing-list' })).json();
    expect(entries.find((e: { email: string }) => e.email === 'leaver@example.org')).toMatchObject({ status: 'unsubscribed', sourceFormId: formId });
  });

  it('unsubscribes a pending address before it confirms; the confirmation link then no longer works', async () => {
    const formId = await addForm(store, { isNewsletter: true, doubleOptIn: true, fields: [...EMAIL_FIELD] });
    expect((await submitForm(await ownerVisitor(store), formId, { e: 'Unsure@Example.org' })).statusCode).toBe(200);
    const [mail] = await mailsTo(store, 'Unsure@Example.org');
    expect(await statusOf(store, 'unsure@example.org')).toBe('pending');
    expect((await open(store, mail.unsubscribe)).body).toContain('unsure@example.org will no longer receive news');
    expect(await statusOf(store, 'unsure@example.org')).toBe('unsubscribed');
    expect((await open(store, mail.confirm)).statusCode).toBe(404);
  });

  it('signing up again sends a new e-mail whose links replace the old ones', async () => {
    const formId = await addForm(store, { isNewsletter: true, doubleOptIn: true, fields: [...EMAIL_FIELD] });
    const visitor = await ownerVisitor(store);
    expect((await submitForm(visitor, formId, { e: 'again@example.org' })).statusCode).toBe(200);
    const [first] = await mailsTo(store, 'again@example.org');
    expect((await open(store, first.unsubscribe)).statusCode).toBe(200);
    expect((await submitForm(visitor, formId, { e: 'again@example.org' })).statusCode).toBe(200);
    expect(await statusOf(store, 'again@example.org')).toBe('pending');
    const [, second] = await mailsTo(store, 'again@example.org');
    expect(second.unsubscribe).not.toBe(first.unsubscribe);
    expect((await open(store, first.unsubscribe)).statusCode).toBe(404);
    expect((await open(store, second.confirm)).statusCode).toBe(200);
    expect((await open(store, second.unsubscribe)).statusCode).toBe(200);
    expect(await statusOf(store, 'again@example.org')).toBe('unsubscribed');
  });

  it('answers 404 "Link not valid" for a missing, unknown, repeated or overlong token', async () => {
    for (const query of ['', '?token=', '?token=made-up', '?token=a&token=b', `?token=${'x'.repeat(201)}`]) {
      const page = await open(store, `/api/newsletter/unsubscribe${query}`);
      expect(page.statusCode, query).toBe(404);
      expect(page.body, query).toContain('<h1>Link not valid</h1><p>This unsubscribe link is not valid. Use the link in the latest e-mail you received.</p>');
      expect((await open(store, `/api/newsletter/confirm${query}`)).statusCode, query).toBe(404);
    }
  });
});
