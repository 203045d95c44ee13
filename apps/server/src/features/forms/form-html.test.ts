import { expect, it } from 'vitest';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { FORM_HTML_PROPERTIES } from './form-html.ts';

/* Issue 36: a form's HTML from a contributor without content:unfiltered-html is sanitised on save. */

const ATTACK = `<p>We keep your e-mail.</p><script>fetch('/api/owner/contributors',{method:'POST'})</script><img src="/x.png" alt="" onerror="steal()">`;
const CLEANED = '<p>We keep your e-mail.</p><img src="/x.png" alt="" />';
const html = (value: string) => Object.fromEntries(FORM_HTML_PROPERTIES.map((name) => [name, value]));

it('covers the submission message, the post-submit HTML and the disclaimer', () => {
  expect([...FORM_HTML_PROPERTIES].sort()).toEqual(['parsedDisclaimerMessage', 'parsedSubmissionMessage', 'submissionHTML']);
});

forEachStore('forms: HTML from a contributor without unfiltered HTML', (store) => {
  it("sanitises an EDITOR's form HTML when the form is created and when it is saved", async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    const created = await editor.send('POST', '/api/owner/forms', { name: 'Contact', ...html(ATTACK) });
    expect(created.statusCode).toBe(201);
    const { form } = created.json() as { form: Record<string, string> };
    for (const name of FORM_HTML_PROPERTIES) expect(form[name], name).toBe(CLEANED);

    const saved = await editor.send('PUT', `/api/owner/forms/${form.id}`, { name: 'Contact', ...html(`${ATTACK}<p>again</p>`) });
    expect(saved.statusCode).toBe(200);
    const stored = (await editor.request({ method: 'GET', url: `/api/owner/forms/${form.id}` })).json() as { form: Record<string, string> };
    for (const name of FORM_HTML_PROPERTIES) expect(stored.form[name], name).toBe(`${CLEANED}<p>again</p>`);
  });

  it("keeps an ADMIN's form HTML as written", async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const created = await admin.send('POST', '/api/owner/forms', { name: 'Tracking', ...html(ATTACK) });
    expect(created.statusCode).toBe(201);
    const { form } = created.json() as { form: Record<string, string> };
    for (const name of FORM_HTML_PROPERTIES) expect(form[name], name).toBe(ATTACK);
  });
});
