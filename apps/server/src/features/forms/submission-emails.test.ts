import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppOptions } from '../../app.ts';
import { NEWSLETTER_EMAIL_FIELD } from '../../seed/forms.ts';
import { addForm } from '../../test-support/forms.ts';
import { defaultSiteId } from '../../test-support/owner.ts';
import { startTestSmtp } from '../../test-support/stand-in-servers.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { issueKey, saveSubmission } from './submit-service.ts';

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
// Read by forEachStore's beforeAll, which runs after this file's: the store sends through a real SMTP server.
const options: Partial<AppOptions> = {};
beforeAll(async () => {
  smtp = await startTestSmtp();
  options.smtpUrl = smtp.url;
});
afterAll(() => smtp.close());

const SITE = { name: 'Plinth Demo', origin: 'https://shop.example' };

async function outboxTo(store: TestStore, to: string) {
  return store.db.selectFrom('outbox').select(['kind', 'status', 'text_body']).where('to_address', '=', to).execute();
}

forEachStore(
  "a form submission's e-mails",
  (store) => {
    let websiteId: string;
    beforeAll(async () => {
      websiteId = await defaultSiteId(store.db);
    });

    /** The visitor's save, as the route makes it. */
    const save = async (formId: string, values: Record<string, string>, visitorKey = `visitor-${Math.random().toString(36).slice(2)}`) => {
      const key = await issueKey(store.app.deps, websiteId, visitorKey);
      const body = { key, formId, form: JSON.stringify(values), pageTitle: 'Contact', pageId: 'page-1', contentSource: 'c', pagePath: '/contact' };
      return saveSubmission(store.app.deps, { websiteId, site: SITE, visitorKey, remoteIp: '127.0.0.1', body, now: Date.now() });
    };

    it("commits the owner's notification with the submission: a process that dies before delivering loses nothing", async () => {
      const owner = `owner-notify-${store.dialect}@example.com`;
      const formId = await addForm(store, { notifyEmail: owner, fields: [{ id: 'message', type: 'textarea', title: 'Message', required: true }] });
      const saved = await save(formId, { message: 'Committed with its e-mail' });
      // Nothing delivered yet (the route delivers after the save): the notification waits in the outbox.
      expect(await outboxTo(store, owner)).toEqual([{ kind: 'form', status: 'outbox', text_body: expect.stringContaining('Committed with its e-mail') }]);
      await saved.deliverEmails();
      expect(await outboxTo(store, owner)).toMatchObject([{ status: 'sent' }]);
      expect(smtp.received.filter((mail) => mail.to.includes(owner))).toHaveLength(1);
    });

    it("commits a newsletter sign-up with its double opt-in e-mail and the owner's notification", async () => {
      const formId = await addForm(store, { notifyEmail: 'list-owner@example.com', isNewsletter: true, doubleOptIn: true, fields: [{ id: NEWSLETTER_EMAIL_FIELD, type: 'email', title: 'Email', required: true }] });
      const saved = await save(formId, { [NEWSLETTER_EMAIL_FIELD]: 'reader@example.com' });
      expect(saved.confirmation?.email).toBe('reader@example.com');
      expect(await outboxTo(store, 'reader@example.com')).toMatchObject([{ kind: 'form', status: 'outbox' }]);
      expect(await outboxTo(store, 'list-owner@example.com')).toMatchObject([{ kind: 'form', status: 'outbox', text_body: expect.stringContaining('reader@example.com') }]);
    });

    it('records no e-mail for a save that is refused (a key spent already)', async () => {
      const formId = await addForm(store, { notifyEmail: 'refused-owner@example.com', fields: [{ id: 'message', type: 'textarea', title: 'Message', required: true }] });
      const key = await issueKey(store.app.deps, websiteId, 'visitor-twice');
      const body = { key, formId, form: JSON.stringify({ message: 'Once' }), pageTitle: 'Contact', pageId: 'page-1', contentSource: 'c', pagePath: '/contact' };
      const input = { websiteId, site: SITE, visitorKey: 'visitor-twice', remoteIp: '127.0.0.1', body, now: Date.now() };
      await saveSubmission(store.app.deps, input);
      await expect(saveSubmission(store.app.deps, input)).rejects.toThrow();
      expect(await outboxTo(store, 'refused-owner@example.com')).toHaveLength(1);
    });
  },
  options,
);
