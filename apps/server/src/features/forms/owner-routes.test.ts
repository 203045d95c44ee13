import type { FormFieldInput } from '@plinth/forms';
import type { ContributorRole } from '@plinth/platform';
import { expect, it } from 'vitest';
import { insertSubmission } from './submissions-repository.ts';
import { signUp } from '../newsletter/index.ts';
import { addForm } from '../../test-support/forms.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';

const SURVEY_FIELDS: FormFieldInput[] = [
  { id: 'addr', type: 'address', title: 'Address' },
  { id: 'box', type: 'checkbox', title: 'Topics', options: ['Bread', 'Pots'] },
  { id: 'day', type: 'date', title: 'Date' },
  { id: 'scale', type: 'likert', title: 'Opinion', statements: ['Good value'] },
  { id: 'who', type: 'name', title: 'Name' },
  { id: 'tel', type: 'phone', title: 'Phone' },
  { id: 'at', type: 'time', title: 'Time' },
  { id: 'note', type: 'text', title: 'Note' },
];

const SURVEY_VALUES = {
  addr: { address1: '1 Main St', address2: '', city: 'Brooklyn', state: 'NY', zip: '11201', country: 'US' },
  box: ['Bread', 'Pots'],
  day: { month: '3', day: '14', year: '2026' },
  scale: { 'Good value': '1' },
  who: { first: 'Ann', last: 'Lee' },
  tel: { country: '44', areaCode: '20', prefix: '7946', line: '0958' },
  at: { hour: '9', minute: '5', second: '', ampm: 'PM' },
  note: '',
};

async function addSubmission(store: TestStore, formId: string, values: Record<string, unknown>, now: number): Promise<string> {
  return insertSubmission(store.db, await defaultSiteId(store.db), { formId, values: values as never, pageTitle: 'Survey', pageId: 'p1', contentSource: 'i', pagePath: '/survey', visitorKey: 'v', now });
}

forEachStore('owner form routes', (store) => {
  it('refuses every route without a session (401) and for a role without the permission (403)', async () => {
    const formId = await addForm(store, { fields: [] });
    const submissionId = await addSubmission(store, formId, {}, 1);
    const reads = ['/api/owner/forms', `/api/owner/forms/${formId}`, `/api/owner/forms/${formId}/submissions`, `/api/owner/forms/${formId}/submissions.csv`, `/api/owner/forms/${formId}/submissions/${submissionId}`, '/api/owner/mailing-list'];
    const writes: ['POST' | 'PUT', string][] = [['POST', '/api/owner/forms'], ['PUT', `/api/owner/forms/${formId}`]];
    const anonymous = await ownerVisitor(store);
    const storeManager = await ownerVisitor(store, 'STORE_MANAGER');
    const campaigns = await ownerVisitor(store, 'CAMPAIGNS_EDITOR'); // forms:read only
    for (const url of reads) {
      expect((await anonymous.request({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await storeManager.request({ method: 'GET', url })).json(), url).toEqual({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } });
      expect((await campaigns.request({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    for (const [method, url] of writes) {
      expect((await anonymous.send(method, url, { fields: [] })).statusCode, url).toBe(401);
      expect((await campaigns.send(method, url, { fields: [] })).statusCode, url).toBe(403);
    }
    for (const role of ['ADMIN', 'WEBSITE_MANAGER', 'EDITOR'] as ContributorRole[]) {
      const owner = await ownerVisitor(store, role);
      expect((await owner.send('POST', '/api/owner/forms', {})).statusCode, role).toBe(201);
      expect((await owner.send('POST', '/api/owner/forms', {}, false)).json().crumbFail, role).toBe(true);
    }
  });

  it('creates and edits a form with the builder, normalising what it stores and refusing what it cannot', async () => {
    const owner = await ownerVisitor(store, 'EDITOR');
    const created = await owner.send('POST', '/api/owner/forms', {});
    expect(created.statusCode).toBe(201);
    const { form } = created.json();
    expect(form).toMatchObject({ name: 'My Form Name', fields: [], captchaEnabled: false, captchaTheme: 'light', captchaAlignment: 'left', isNewsletter: false, doubleOptIn: false, notifyEmail: null, pageId: null, successRedirect: '' });

    const siteId = await defaultSiteId(store.db);
    const contact = await store.db.selectFrom('collections').select('id').where('website_id', '=', siteId).where('url_id', '=', 'about').executeTakeFirstOrThrow();
    const edit = {
      name: 'Workshop sign-up',
      fields: [
        { id: 'email', type: 'email', title: 'Email', required: true, maxLength: 9 },
        { id: 'intro', type: 'section', title: 'About you', required: true },
        { id: 'level', type: 'radio', title: 'Level', options: ['New', 'Some'], required: true },
      ],
      parsedSubmissionMessage: '<p>See you there.</p>',
      submissionHTML: '<b>Booked</b>',
      successRedirect: 'javascript:alert(1)',
      parsedDisclaimerMessage: 'We keep your e-mail.',
      captchaEnabled: true,
      captchaTheme: 'dark',
      captchaAlignment: 'center',
      notifyEmail: 'Workshops@Plinth.test',
      pageId: contact.id,
    };
    const put = await owner.send('PUT', `/api/owner/forms/${form.id}`, edit);
    expect(put.statusCode).toBe(200);
    expect(put.json().form).toMatchObject({
      id: form.id,
      name: 'Workshop sign-up',
      fields: [
        { id: 'email', type: 'email', title: 'Email', required: true },
        { id: 'intro', type: 'section', title: 'About you', required: false },
        { id: 'level', type: 'radio', title: 'Level', options: ['New', 'Some'], required: true },
      ],
      successRedirect: '',
      captchaEnabled: true,
      captchaTheme: 'dark',
      captchaAlignment: 'center',
      notifyEmail: 'Workshops@Plinth.test',
      pageId: contact.id,
    });
    expect(put.json().form.fields[0]).not.toHaveProperty('maxLength');
    expect((await owner.request({ method: 'GET', url: `/api/owner/forms/${form.id}` })).json().form).toEqual(put.json().form);

    // Settings left out keep their value.
    const renamed = await owner.send('PUT', `/api/owner/forms/${form.id}`, { ...edit, name: '', notifyEmail: undefined, pageId: undefined });
    expect(renamed.json().form).toMatchObject({ name: 'My Form Name', notifyEmail: 'Workshops@Plinth.test', pageId: contact.id });

    const refusals: [unknown, string][] = [
      [{ fields: [{ id: 'x', type: 'colour', title: 'X' }] }, 'Field 1 is not valid: it needs an id and a known type.'],
      [{ fields: [{ id: 'x', type: 'text' }, { id: 'x', type: 'email' }] }, "Field 2 repeats the id 'x'."],
      [{ fields: 'none' }, 'fields must be a list.'],
      [{ notifyEmail: 'not an address' }, 'notifyEmail must be a valid e-mail address.'],
      [{ pageId: 'no-such-page' }, 'pageId is not a page of this site.'],
      [{ doubleOptIn: 'yes' }, 'doubleOptIn must be true or false.'],
    ];
    for (const [body, message] of refusals) {
      const response = await owner.send('PUT', `/api/owner/forms/${form.id}`, body);
      expect([response.statusCode, response.json()]).toEqual([400, { error: { code: 'INVALID', message } }]);
    }
    expect((await owner.send('PUT', '/api/owner/forms/000000000000000000000000', {})).statusCode).toBe(404);
    expect((await owner.request({ method: 'GET', url: '/api/owner/forms/000000000000000000000000' })).statusCode).toBe(404);
  });

  it('lists forms with their submission counts', async () => {
    const formId = await addForm(store, { name: 'Counted', fields: [] });
    for (let i = 0; i < 3; i++) await addSubmission(store, formId, {}, 10 + i);
    const { forms } = (await (await ownerVisitor(store, 'EDITOR')).request({ method: 'GET', url: '/api/owner/forms' })).json();
    expect(forms.find((f: { id: string }) => f.id === formId)).toMatchObject({ name: 'Counted', submissionCount: 3 });
    expect(forms.find((f: { name: string }) => f.name === 'Contact')).toMatchObject({ submissionCount: expect.any(Number), captchaEnabled: true });
  });

  it('lists submissions newest first, pages with the cursor and searches the answers', async () => {
    const formId = await addForm(store, { fields: [{ id: 'note', type: 'text', title: 'Note' }] });
    const ids: string[] = [];
    for (const [i, note] of ['Sourdough please', 'Mugs', '100% RYE_flour', 'more sourdough'].entries()) ids.push(await addSubmission(store, formId, { note }, 1000 + i));
    const owner = await ownerVisitor(store, 'CAMPAIGNS_EDITOR');
    const first = (await owner.request({ method: 'GET', url: `/api/owner/forms/${formId}/submissions?limit=3` })).json();
    expect(first.submissions.map((s: { id: string }) => s.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(first.submissions[0]).toEqual({ id: ids[3], formId, values: { note: 'more sourdough' }, pageTitle: 'Survey', pageId: 'p1', contentSource: 'i', pagePath: '/survey', createdAt: 1003 });
    const second = (await owner.request({ method: 'GET', url: `/api/owner/forms/${formId}/submissions?limit=3&cursor=${first.nextCursor}` })).json();
    expect([second.submissions.map((s: { id: string }) => s.id), second.nextCursor]).toEqual([[ids[0]], null]);
    const search = async (term: string) =>
      (await owner.request({ method: 'GET', url: `/api/owner/forms/${formId}/submissions?search=${encodeURIComponent(term)}` })).json().submissions.map((s: { id: string }) => s.id);
    expect(await search('SOURDOUGH')).toEqual([ids[3], ids[0]]);
    expect(await search('100%')).toEqual([ids[2]]);
    expect(await search('%')).toEqual([ids[2]]);
    expect(await search('_')).toEqual([ids[2]]);
    expect(await search('teapot')).toEqual([]);
    expect((await owner.request({ method: 'GET', url: `/api/owner/forms/${formId}/submissions?cursor=bad` })).statusCode).toBe(400);
  });

  it('shows one submission with the answers summarised, N/A when empty', async () => {
    const formId = await addForm(store, { fields: SURVEY_FIELDS });
    const id = await addSubmission(store, formId, SURVEY_VALUES, 50);
    const owner = await ownerVisitor(store, 'EDITOR');
    const { submission } = (await owner.request({ method: 'GET', url: `/api/owner/forms/${formId}/submissions/${id}` })).json();
    expect(submission.answers.map((a: { title: string; summary: string }) => [a.title, a.summary])).toEqual([
      ['Address', '1 Main St, Brooklyn, NY 11201, US'],
      ['Topics', 'Bread, Pots'],
      ['Date', '3/14/2026'],
      ['Opinion', 'Good value: Agree'],
      ['Name', 'Ann Lee'],
      ['Phone', '+44 (20) 7946-0958'],
      ['Time', '9:05 PM'],
      ['Note', 'N/A'],
    ]);
    expect((await owner.request({ method: 'GET', url: `/api/owner/forms/${formId}/submissions/${'0'.repeat(24)}` })).statusCode).toBe(404);
  });

  it('exports the submissions as a CSV attachment', async () => {
    const formId = await addForm(store, { name: 'Orders, "special"', fields: [{ id: 'who', type: 'name', title: 'Name' }, { id: 'note', type: 'textarea', title: 'Note' }] });
    await addSubmission(store, formId, { who: { first: 'Ann', last: 'Lee' }, note: '=HYPERLINK("x")' }, Date.UTC(2026, 0, 2, 3, 4, 5));
    await addSubmission(store, formId, { who: { first: 'Bo', last: '' }, note: 'Line 1\nLine 2, "quoted"' }, Date.UTC(2026, 0, 3));
    const response = await (await ownerVisitor(store, 'EDITOR')).request({ method: 'GET', url: `/api/owner/forms/${formId}/submissions.csv` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Orders-special-submissions.csv"');
    expect(response.body).toBe(
      '\uFEFFSubmitted On,Name,Note\r\n' +
        `2026-01-02T03:04:05.000Z,Ann Lee,"'=HYPERLINK(""x"")"\r\n` +
        '2026-01-03T00:00:00.000Z,Bo,"Line 1\nLine 2, ""quoted"""\r\n',
    );
  });

  it('lists the mailing list newest first with cursor paging', async () => {
    const siteId = await defaultSiteId(store.db);
    const formId = await addForm(store, { isNewsletter: true, fields: [{ id: 'e', type: 'email', title: 'Email' }] });
    await signUp(store.db, siteId, { email: 'ml-one@example.org', formId, doubleOptIn: false, now: 9_000_000_000_001 });
    await signUp(store.db, siteId, { email: 'ml-two@example.org', formId, doubleOptIn: true, now: 9_000_000_000_002 });
    const owner = await ownerVisitor(store, 'CAMPAIGNS_EDITOR');
    const first = (await owner.request({ method: 'GET', url: '/api/owner/mailing-list?limit=1' })).json();
    expect(first.entries).toEqual([{ id: expect.any(String), email: 'ml-two@example.org', status: 'pending', sourceFormId: formId, createdAt: 9_000_000_000_002, confirmedAt: null }]);
    const second = (await owner.request({ method: 'GET', url: `/api/owner/mailing-list?limit=1&cursor=${first.nextCursor}` })).json();
    expect(second.entries[0]).toMatchObject({ email: 'ml-one@example.org', status: 'subscribed', confirmedAt: 9_000_000_000_001 });
  });
});
