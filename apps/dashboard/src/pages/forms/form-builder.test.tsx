import type { ContributorRole } from '@plinth/platform';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pendingApi } from '../../test-support/fake-api.ts';
import { TestSession } from '../../test-support/test-session.tsx';
import { SCRIPTS_REMOVED } from '../../components/scripts-removed-notice.tsx';
import { FormBuilder } from './form-builder.tsx';
import type { OwnerForm } from './forms-types.ts';

const api = pendingApi;
const newsletter: OwnerForm = {
  id: 'f1',
  name: 'Newsletter',
  fields: [{ id: 'e', type: 'email', title: 'Email', required: true }],
  parsedSubmissionMessage: '',
  submissionHTML: '',
  successRedirect: '',
  parsedDisclaimerMessage: '',
  captchaEnabled: false,
  captchaTheme: 'light',
  captchaAlignment: 'left',
  isNewsletter: true,
  doubleOptIn: true,
  notifyEmail: null,
  pageId: null,
  createdAt: 1,
  updatedAt: 1,
};
const render = (form: OwnerForm, role: ContributorRole = 'EDITOR') =>
  renderToString(
    <TestSession value={{ api, contributor: { id: 'c', email: 'e@x.test', name: '', role }, websiteId: 'w', currency: 'USD' }}>
      <FormBuilder initial={form} onSaved={() => {}} />
    </TestSession>,
  );

describe('FormBuilder', () => {
  it("edits a newsletter form's 'Require double opt-in' setting", () => {
    const html = render(newsletter);
    expect(html).toMatch(/<input type="checkbox" aria-describedby="double-opt-in-hint" checked=""\/><span>Require double opt-in<\/span>/);
    expect(render({ ...newsletter, doubleOptIn: false })).toMatch(/<input type="checkbox" aria-describedby="double-opt-in-hint"\/><span>Require double opt-in<\/span>/);
  });

  it('offers double opt-in only for newsletter forms, and links to the captcha provider page', () => {
    const html = render({ ...newsletter, isNewsletter: false });
    expect(html).not.toContain('Require double opt-in');
    expect(html).toContain('href="/config/forms/captcha"');
  });

  it('tells an EDITOR, beside the HTML fields, that scripts are removed on save; not an ADMIN (issue 36)', () => {
    const editor = render(newsletter, 'EDITOR');
    expect(editor).toContain(`<p id="form-html-notice" class="scripts-removed" role="note">${SCRIPTS_REMOVED}</p>`);
    expect(editor.match(/<textarea[^>]*aria-describedby="form-html-notice"/g)).toHaveLength(3);
    const admin = render(newsletter, 'ADMIN');
    expect(admin).not.toContain(SCRIPTS_REMOVED);
    expect(admin).not.toContain('form-html-notice');
  });
});
