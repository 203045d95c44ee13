import { beforeAll, expect, it } from 'vitest';
import { getForm, getFormForPage, listForms } from './forms-repository.ts';
import { createForm, updateForm } from './forms-service.ts';
import { confirmSignUp, signUp } from '../newsletter/index.ts';
import { createWebsite } from '../site/index.ts';
import { isSubmissionKeyLive, issueSubmissionKey, spendSubmissionKey, SUBMISSION_KEY_TTL_MS } from './submission-keys-repository.ts';
import { CONFIRM_TOKEN_TTL_MS } from '../newsletter/index.ts';
import { forEachDialect } from '../../test-support/dialects.ts';

forEachDialect('forms repositories', (t) => {
  let siteId: string;
  beforeAll(async () => {
    siteId = (await createWebsite(t.db, { name: 'Forms site', isDefault: true })).id;
  });

  it('reads every stored form through normalizeForm, whatever the row holds', async () => {
    const id = await createForm(t.db, siteId, { fields: [{ id: 'a', type: 'text', title: 'A' }] }, 5);
    await t.db.updateTable('forms').set({ fields_json: '[{"id":"a","type":"nope"},{"id":"b","type":"email","title":"B","required":true}', captcha_theme: 'purple', name: '  ' }).where('id', '=', id).execute();
    expect(await getForm(t.db, siteId, id)).toMatchObject({ name: 'My Form Name', fields: [], captchaTheme: 'light', createdAt: 5 });
    await t.db.updateTable('forms').set({ fields_json: '[{"id":"a","type":"nope"},{"id":"b","type":"email","title":"B","required":true}]' }).where('id', '=', id).execute();
    expect((await getForm(t.db, siteId, id))?.fields).toEqual([{ id: 'b', type: 'email', title: 'B', required: true }]);
    expect(await getForm(t.db, 'other-site', id)).toBeNull();
  });

  it('finds the oldest form placed on a page, and keeps settings an update leaves out', async () => {
    const first = await createForm(t.db, siteId, { name: 'First', pageId: 'page-x', notifyEmail: 'o@x.test', doubleOptIn: true }, 10);
    await createForm(t.db, siteId, { name: 'Second', pageId: 'page-x' }, 11);
    expect((await getFormForPage(t.db, siteId, 'page-x'))?.id).toBe(first);
    expect(await getFormForPage(t.db, siteId, 'page-y')).toBeNull();
    const updated = await updateForm(t.db, siteId, first, { name: 'Renamed', captchaEnabled: true }, 20);
    expect(updated).toMatchObject({ name: 'Renamed', captchaEnabled: true, pageId: 'page-x', notifyEmail: 'o@x.test', doubleOptIn: true, updatedAt: 20 });
    expect(await updateForm(t.db, siteId, 'missing', {})).toBeNull();
    expect((await listForms(t.db, siteId)).map((f) => f.name)).toContain('Renamed');
  });

  it('keys work once, for their visitor, until they expire', async () => {
    const key = await issueSubmissionKey(t.db, siteId, 'crumb-a', 1000);
    expect(await isSubmissionKeyLive(t.db, siteId, 'crumb-b', key, 1001)).toBe(false);
    expect(await isSubmissionKeyLive(t.db, siteId, 'crumb-a', key, 1000 + SUBMISSION_KEY_TTL_MS)).toBe(false);
    expect(await spendSubmissionKey(t.db, siteId, 'crumb-a', key, 1001)).toBe(true);
    expect(await spendSubmissionKey(t.db, siteId, 'crumb-a', key, 1002)).toBe(false);
  });

  it('moves an unsubscribed address back to pending, and refuses an expired confirmation token', async () => {
    const formId = await createForm(t.db, siteId, { isNewsletter: true });
    await t.db.insertInto('mailing_list').values({ id: 'ml1', website_id: siteId, email: 'gone@x.test', status: 'unsubscribed', source_form_id: null, created_at: 1, updated_at: 1, confirm_token_hash: null, confirm_expires_at: null, confirmed_at: null }).execute();
    const result = await signUp(t.db, siteId, { email: 'Gone@X.test', formId, doubleOptIn: true, now: 100 });
    expect(result.entry).toMatchObject({ id: 'ml1', status: 'pending' });
    expect(await confirmSignUp(t.db, siteId, result.confirmToken as string, 100 + CONFIRM_TOKEN_TTL_MS)).toBeNull();
    expect(await confirmSignUp(t.db, siteId, result.confirmToken as string, 200)).toMatchObject({ status: 'subscribed', confirmedAt: 200 });
  });
});
