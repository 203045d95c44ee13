import { FORM_MESSAGES, FORM_TEMPLATE_SCHEMA } from '@plinth/forms';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppOptions } from '../../app.ts';
import { getFormForPage, publicForm } from './forms-repository.ts';
import { findCollectionByUrlId } from '../catalog/index.ts';
import { NEWSLETTER_EMAIL_FIELD } from '../../seed/forms.ts';
import { addForm, fetchKey, submitForm } from '../../test-support/forms.ts';
import { decodeQuotedPrintable, startTestSmtp } from '../../test-support/stand-in-servers.ts';
import { addContributor, defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
// Read by forEachStore's beforeAll, which runs after this file's.
const options: Partial<AppOptions> = {};
beforeAll(async () => {
  smtp = await startTestSmtp();
  options.smtpUrl = smtp.url;
});
afterAll(async () => {
  await smtp.close();
});

const FIELDS = [
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 40 },
  { id: 'phone', type: 'phone', title: 'Phone' },
] as const;

async function outboxTo(store: TestStore, to: string) {
  return store.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('created_at').execute();
}

forEachStore(
  'visitor form routes',
  (store) => {
    it('validates: 200 {} when valid, 400 { errors } per field, 400 for unreadable values, 404 for an unknown form', async () => {
      const formId = await addForm(store, { fields: [...FIELDS] });
      const visitor = await ownerVisitor(store);
      const ok = await visitor.send('POST', `/api/rest/forms/validate/${formId}`, { email: 'ann@example.org', message: 'Hello' });
      expect([ok.statusCode, ok.json()]).toEqual([200, {}]);
      const bad = await visitor.send('POST', `/api/rest/forms/validate/${formId}`, { email: 'ann@example', message: 'x'.repeat(41) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        errors: {
          email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
          message: 'You have exceeded the character limit.',
        },
      });
      const empty = await visitor.send('POST', `/api/rest/forms/validate/${formId}`, {});
      expect(empty.json()).toEqual({ errors: { email: 'Required', message: 'Required' } });
      const unreadable = await visitor.request({ method: 'POST', url: `/api/rest/forms/validate/${formId}`, headers: { 'content-type': 'application/json' }, payload: '[1,2' });
      expect([unreadable.statusCode, unreadable.json()]).toEqual([400, { error: FORM_MESSAGES.parseError }]);
      const unknown = await visitor.send('POST', '/api/rest/forms/validate/000000000000000000000000', { email: 'ann@example.org' });
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'This form has not been configured yet.' }]);
    });

    it('answers the form template schema, and 400 for any other type', async () => {
      const response = await store.app.inject({ method: 'GET', url: '/api/template/GetTemplateSchema?type=form' });
      expect([response.statusCode, response.json()]).toEqual([200, JSON.parse(JSON.stringify(FORM_TEMPLATE_SCHEMA))]);
      expect((await store.app.inject({ method: 'GET', url: '/api/template/GetTemplateSchema?type=page' })).statusCode).toBe(400);
      expect((await store.app.inject({ method: 'GET', url: '/api/template/GetTemplateSchema' })).statusCode).toBe(400);
    });

    it('issues a submission key for an empty body (with or without a JSON content type), only with the crumb', async () => {
      const visitor = await ownerVisitor(store);
      const withType = await visitor.request({ method: 'POST', url: '/api/form/FormSubmissionKey', headers: { 'content-type': 'application/json' }, payload: '' });
      expect(withType.statusCode).toBe(200);
      expect(withType.json().key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(await fetchKey(visitor)).not.toBe(withType.json().key);
      const noCrumb = await visitor.send('POST', '/api/form/FormSubmissionKey', undefined, false);
      expect([noCrumb.statusCode, noCrumb.json().crumbFail]).toEqual([403, true]);
    });

    it('limits keys per visitor: past 30 a minute, 429 in the forms\' text shape with Retry-After', async () => {
      const visitor = await ownerVisitor(store);
      for (let i = 0; i < 30; i++) await fetchKey(visitor);
      const limited = await visitor.send('POST', '/api/form/FormSubmissionKey');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: 'Please try again in a few seconds.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    });

    it('stores a submission as given, tells the owner by e-mail (SMTP and outbox, HTML escaped) and shows it to the owner', async () => {
      const formId = await addForm(store, { name: 'Enquiries', notifyEmail: 'owner@plinth.test', fields: [...FIELDS] });
      const visitor = await ownerVisitor(store);
      const values = { email: 'ann@example.org', message: '<script>alert(1)</script>', phone: ['555', '123', '4567'] };
      const response = await submitForm(visitor, formId, values, { pageTitle: 'Contact & <Us>' });
      expect(response.statusCode).toBe(200);
      const { submissionId } = response.json();
      expect(submissionId).toMatch(/^[0-9a-f]{24}$/);

      const row = await store.db.selectFrom('form_submissions').selectAll().where('id', '=', submissionId).executeTakeFirstOrThrow();
      expect(JSON.parse(row.values_json)).toEqual({ email: 'ann@example.org', message: '<script>alert(1)</script>', phone: { country: '', areaCode: '555', prefix: '123', line: '4567' } });
      expect(row).toMatchObject({ form_id: formId, page_title: 'Contact & <Us>', page_id: 'page-1', content_source: 'c', page_path: '/contact', visitor_key: visitor.crumb });

      const [mail] = await outboxTo(store, 'owner@plinth.test');
      expect(mail).toMatchObject({ kind: 'form', status: 'sent', subject: 'New submission to Enquiries on Plinth Demo Store' });
      expect(mail?.text_body).toContain('Message:\n<script>alert(1)</script>');
      expect(mail?.text_body).toContain('Phone:\n(555) 123-4567');
      expect(mail?.html_body).toContain('<td>&lt;script&gt;alert(1)&lt;/script&gt;</td>');
      expect(mail?.html_body).toContain('Page: Contact &amp; &lt;Us&gt; (/contact)');
      expect(mail?.html_body).not.toContain('<script>');
      const delivered = smtp.received.find((m) => m.to.includes('owner@plinth.test'));
      expect(delivered).toBeDefined();
      const decoded = decodeQuotedPrintable(delivered?.raw ?? '');
      expect(decoded).toContain('Subject: New submission to Enquiries on Plinth Demo Store');
      expect(decoded).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

      const owner = await ownerVisitor(store, 'EDITOR');
      const list = (await owner.request({ method: 'GET', url: `/api/owner/forms/${formId}/submissions` })).json();
      expect(list.submissions).toEqual([expect.objectContaining({ id: submissionId, values: JSON.parse(row.values_json), pageTitle: 'Contact & <Us>' })]);
    });

    it('notifies the site\'s first ADMIN when the form names nobody', async () => {
      await addContributor(store.db, 'ADMIN');
      const first = await store.db.selectFrom('contributors').select('email').where('role', '=', 'ADMIN').orderBy('created_at').orderBy('id').executeTakeFirstOrThrow();
      const formId = await addForm(store, { name: 'No notify address', fields: [...FIELDS] });
      expect((await submitForm(await ownerVisitor(store), formId, { email: 'bo@example.org', message: 'Hi' })).statusCode).toBe(200);
      expect((await outboxTo(store, first.email)).map((m) => m.subject)).toContain('New submission to No notify address on Plinth Demo Store');
    });

    it('refuses with 401 a made-up, spent or someone else\'s key; stores nothing', async () => {
      const formId = await addForm(store, { fields: [...FIELDS] });
      const visitor = await ownerVisitor(store);
      const values = JSON.stringify({ email: 'ann@example.org', message: 'Hi' });
      const payload = { formId, form: values, pageTitle: 'T', pageId: 'p', contentSource: 'i', pagePath: '/x' };
      const madeUp = await visitor.send('POST', '/api/form/SaveFormSubmission', { ...payload, key: 'not-a-key' });
      expect([madeUp.statusCode, madeUp.json()]).toEqual([401, { error: 'Unable to submit form. Please try again later.' }]);
      const key = await fetchKey(visitor);
      const other = await ownerVisitor(store);
      expect((await other.send('POST', '/api/form/SaveFormSubmission', { ...payload, key })).statusCode).toBe(401);
      expect((await visitor.send('POST', '/api/form/SaveFormSubmission', { ...payload, key })).statusCode).toBe(200);
      expect((await visitor.send('POST', '/api/form/SaveFormSubmission', { ...payload, key })).statusCode).toBe(401);
      const stored = await store.db.selectFrom('form_submissions').select('id').where('form_id', '=', formId).execute();
      expect(stored).toHaveLength(1);
    });

    it('refuses with 404 an unknown form; without formId finds the form placed on pageId', async () => {
      const visitor = await ownerVisitor(store);
      const unknown = await submitForm(visitor, '000000000000000000000000', { email: 'ann@example.org' });
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'This form has not been configured yet.' }]);
      const home = await findCollectionByUrlId(store.db, await defaultSiteId(store.db), 'home');
      const byPage = await submitForm(visitor, '', { [NEWSLETTER_EMAIL_FIELD]: 'page@example.org' }, { formId: undefined, pageId: home?.id, pagePath: '/' });
      expect(byPage.statusCode).toBe(200);
      const nowhere = await submitForm(visitor, '', { email: 'x@example.org' }, { formId: undefined, pageId: 'no-such-page' });
      expect(nowhere.statusCode).toBe(404);
    });

    it('answers 400 { errors } for invalid fields without spending the key, and 400 with the §8 texts for a bad payload', async () => {
      const formId = await addForm(store, { fields: [...FIELDS] });
      const visitor = await ownerVisitor(store);
      const key = await fetchKey(visitor);
      const base = { key, formId, pageTitle: 'T', pageId: 'p', contentSource: 'c', pagePath: '/contact' };
      const invalid = await visitor.send('POST', '/api/form/SaveFormSubmission', { ...base, form: JSON.stringify({ email: 'nope', message: '' }) });
      expect([invalid.statusCode, invalid.json()]).toEqual([400, { errors: { email: 'Email is not valid. Email addresses should follow the format user@domain.com.', message: 'Required' } }]);
      const unparsable = await visitor.send('POST', '/api/form/SaveFormSubmission', { ...base, form: '{nope' });
      expect([unparsable.statusCode, unparsable.json()]).toEqual([400, { error: 'Could not parse the form fields, please check your entries.' }]);
      const badSource = await visitor.send('POST', '/api/form/SaveFormSubmission', { ...base, form: '{}', contentSource: 'x' });
      expect([badSource.statusCode, badSource.json()]).toEqual([400, { error: 'Error processing form submission. Please reload and try again.' }]);
      const notJson = await visitor.request({ method: 'POST', url: '/api/form/SaveFormSubmission', headers: { 'content-type': 'application/json' }, payload: 'key=1' });
      expect([notJson.statusCode, notJson.json()]).toEqual([400, { error: 'Error processing form submission. Please reload and try again.' }]);
      const fixed = await visitor.send('POST', '/api/form/SaveFormSubmission', { ...base, form: JSON.stringify({ email: 'ann@example.org', message: 'Hi' }) });
      expect(fixed.statusCode).toBe(200);
    });

    it('limits saves to 5 per visitor and form in 10 minutes (429 with Retry-After); other forms and visitors are not affected', async () => {
      const formId = await addForm(store, { fields: [...FIELDS] });
      const otherFormId = await addForm(store, { fields: [...FIELDS] });
      const visitor = await ownerVisitor(store);
      const values = { email: 'ann@example.org', message: 'Hi' };
      for (let i = 0; i < 5; i++) expect((await submitForm(visitor, formId, values)).statusCode).toBe(200);
      const limited = await submitForm(visitor, formId, values);
      expect([limited.statusCode, limited.json()]).toEqual([429, { error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' }]);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
      expect((await submitForm(visitor, otherFormId, values)).statusCode).toBe(200);
      expect((await submitForm(await ownerVisitor(store), formId, values)).statusCode).toBe(200);
    });

    it('does not count a save refused for invalid fields against the 5 in 10 minutes (a departure, docs/forms-api.md)', async () => {
      const formId = await addForm(store, { fields: [...FIELDS] });
      const visitor = await ownerVisitor(store);
      for (let i = 0; i < 8; i++) {
        const refused = await submitForm(visitor, formId, { email: 'nope', message: '' });
        expect(refused.statusCode).toBe(400);
      }
      const values = { email: 'ann@example.org', message: 'Hi' };
      for (let i = 0; i < 5; i++) expect((await submitForm(visitor, formId, values)).statusCode).toBe(200);
      expect((await submitForm(visitor, formId, values)).statusCode).toBe(429);
      // At the limit, an invalid save is refused for the limit too, before its fields are read.
      expect((await submitForm(visitor, formId, { email: 'nope', message: '' })).statusCode).toBe(429);
    });

    it('accepts an address on any valid top-level domain, jo@pottery.studio too (a departure, docs/forms-api.md)', async () => {
      const formId = await addForm(store, { fields: [...FIELDS] });
      const visitor = await ownerVisitor(store);
      expect((await submitForm(visitor, formId, { email: 'jo@pottery.studio', message: 'Hi' })).statusCode).toBe(200);
      const refused = await submitForm(visitor, formId, { email: 'jo@pottery.s', message: 'Hi' });
      expect([refused.statusCode, refused.json()]).toEqual([400, { errors: { email: 'Email is not valid. Email addresses should follow the format user@domain.com.' } }]);
    });

    it('signs a newsletter address up with double opt-in: pending, a confirmation e-mail, the link subscribes once', async () => {
      const formId = await addForm(store, { name: 'News', isNewsletter: true, doubleOptIn: true, notifyEmail: 'news-owner@plinth.test', fields: [{ id: 'e', type: 'email', title: 'Email', required: true }] });
      const visitor = await ownerVisitor(store);
      expect((await submitForm(visitor, formId, { e: ' Reader@Example.org ' })).statusCode).toBe(200);
      const entry = await store.db.selectFrom('mailing_list').selectAll().where('email', '=', 'reader@example.org').executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ status: 'pending', source_form_id: formId, confirmed_at: null });
      const [mail] = await outboxTo(store, 'Reader@Example.org');
      expect(mail?.subject).toBe('Confirm your subscription to Plinth Demo Store');
      const link = /http:\/\/localhost:80\/api\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '');
      expect(link).not.toBeNull();
      expect((await outboxTo(store, 'news-owner@plinth.test')).length).toBe(1);

      const confirm = await store.app.inject({ method: 'GET', url: `/api/newsletter/confirm?token=${link?.[1]}` });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.headers['content-type']).toContain('text/html');
      expect(confirm.body).toContain('reader@example.org will receive news from Plinth Demo Store');
      expect(await store.db.selectFrom('mailing_list').select(['status']).where('id', '=', entry.id).executeTakeFirst()).toEqual({ status: 'subscribed' });
      expect((await store.app.inject({ method: 'GET', url: `/api/newsletter/confirm?token=${link?.[1]}` })).statusCode).toBe(404);
      expect((await store.app.inject({ method: 'GET', url: '/api/newsletter/confirm?token=made-up' })).statusCode).toBe(404);

      // Signing up again when subscribed changes nothing and sends no second confirmation.
      expect((await submitForm(visitor, formId, { e: 'reader@example.org' })).statusCode).toBe(200);
      expect(await outboxTo(store, 'reader@example.org')).toHaveLength(0);
      expect(await store.db.selectFrom('mailing_list').select('status').where('email', '=', 'reader@example.org').execute()).toEqual([{ status: 'subscribed' }]);
    });

    it('subscribes at once without double opt-in, and sends no confirmation', async () => {
      const formId = await addForm(store, { isNewsletter: true, fields: [{ id: 'e', type: 'email', title: 'Email', required: true }] });
      expect((await submitForm(await ownerVisitor(store), formId, { e: 'direct@example.org' })).statusCode).toBe(200);
      const entry = await store.db.selectFrom('mailing_list').selectAll().where('email', '=', 'direct@example.org').executeTakeFirstOrThrow();
      expect(entry.status).toBe('subscribed');
      expect(Number(entry.confirmed_at)).toBeGreaterThan(0);
      expect(await outboxTo(store, 'direct@example.org')).toHaveLength(0);
    });

    it('seeds a contact form on /contact (ALTCHA on) and a newsletter form on the home page', async () => {
      const siteId = await defaultSiteId(store.db);
      const contact = await getFormForPage(store.db, siteId, (await findCollectionByUrlId(store.db, siteId, 'contact'))!.id);
      expect(contact).toMatchObject({ name: 'Contact', captchaEnabled: true, isNewsletter: false });
      expect(contact?.fields.map((f) => [f.type, f.required])).toEqual([['name', true], ['email', true], ['select', true], ['textarea', true], ['checkbox', true]]);
      expect(contact?.fields[3]?.maxLength).toBe(500);
      expect(Object.keys(publicForm(contact!))).not.toContain('notifyEmail');
      const news = await getFormForPage(store.db, siteId, (await findCollectionByUrlId(store.db, siteId, 'home'))!.id);
      expect(news).toMatchObject({ isNewsletter: true, doubleOptIn: true, fields: [{ id: NEWSLETTER_EMAIL_FIELD, type: 'email', required: true }] });
      const config = (await store.app.inject({ method: 'GET', url: '/api/captcha/config' })).json();
      expect(config).toEqual({ provider: 'altcha', siteKey: null, challengeUrl: '/api/captcha/altcha/challenge' });
    });
  },
  options,
);
