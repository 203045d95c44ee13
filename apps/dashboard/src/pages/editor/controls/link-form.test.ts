import { editorLink, EDITOR_LIMITS, type EditorLink } from '@plinth/api';
import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, emailProblem, formFromLink, linkFromForm, type LinkForm } from './link-form.ts';

const pages = [
  { title: 'Home', url: '/' },
  { title: 'About us', url: '/about' },
];
const form = (changes: Partial<LinkForm>): LinkForm => ({ ...EMPTY_FORM, ...changes });
const email = (changes: Partial<LinkForm['email']>) => form({ kind: 'email', email: { ...EMPTY_FORM.email, ...changes } });
const linkOf = (f: LinkForm): EditorLink => {
  const result = linkFromForm(f, pages);
  if (!('link' in result)) throw new Error(JSON.stringify(result.problems));
  // Whatever the editor makes, the server's schema takes as it is.
  expect(editorLink.parse(result.link)).toEqual(result.link);
  return result.link;
};
const problemsOf = (f: LinkForm) => {
  const result = linkFromForm(f, pages);
  return 'problems' in result ? result.problems : null;
};

describe('e-mail addresses', () => {
  it("says 'Please enter a valid email.' for no mailbox at all, and for an example domain nobody receives mail at", () => {
    for (const bad of ['', '   ', 'jo', 'jo@', '@shop.com', 'name@example.com', 'jo@mail.example.org', 'a@b.test']) {
      expect(emailProblem(bad), bad).toBe('Please enter a valid email.');
    }
  });

  it("says 'Emails must be formatted as an example address.' for an address not shaped like name@example.com", () => {
    for (const bad of ['jo@shop', 'jo smith@shop.com', 'jo@@shop.com', 'jo@shop..com', 'jo@shop.c', 'jo@-shop.com', 'jo@shop.com.']) {
      expect(emailProblem(bad), bad).toBe('Emails must be formatted as an example address.');
    }
  });

  it('takes real addresses', () => {
    for (const good of ['jo@shop.com', 'jo.smith+orders@mail.shop.co.uk', "o'neil@xn--caf-dma.fr"]) expect(emailProblem(good), good).toBeNull();
  });
});

describe('checking the link editor', () => {
  it('makes an e-mail link with subject, CC, BCC and body, and opens it again as it was', () => {
    const filled = email({ to: ' jo@shop.com ', subject: 'Order question', cc: 'a@shop.com; b@shop.com', bcc: 'c@shop.com', body: 'Hello,\nmy order' });
    const link = linkOf({ ...filled, name: 'Write to us', newWindow: true });
    expect(link).toEqual({
      kind: 'email',
      href: 'mailto:jo@shop.com?subject=Order%20question&cc=a@shop.com,b@shop.com&bcc=c@shop.com&body=Hello%2C%0D%0Amy%20order',
      name: 'Write to us',
      newWindow: true,
      email: { to: 'jo@shop.com', subject: 'Order question', cc: 'a@shop.com; b@shop.com', bcc: 'c@shop.com', body: 'Hello,\nmy order' },
    });
    expect(formFromLink(link)).toEqual({ ...filled, email: { ...filled.email, to: 'jo@shop.com' }, name: 'Write to us', newWindow: true });
  });

  it('names the e-mail field that is wrong', () => {
    expect(problemsOf(email({ to: '' }))).toEqual({ to: 'Please enter a valid email.' });
    expect(problemsOf(email({ to: 'jo@shop', cc: 'ok@shop.com, bad', bcc: 'x@example.com' }))).toEqual({
      to: 'Emails must be formatted as an example address.',
      cc: 'Please enter a valid email.',
      bcc: 'Please enter a valid email.',
    });
    expect(problemsOf(email({ to: 'a@shop.com, b@shop.com' }))).toEqual({ to: 'Emails must be formatted as an example address.' });
  });

  it("makes web addresses and says 'Links must be formatted as example.com or https://example.com.' otherwise", () => {
    expect(linkOf(form({ web: 'example.org/shop' })).href).toBe('https://example.org/shop');
    expect(problemsOf(form({ web: 'not a link' }))).toEqual({ web: 'Links must be formatted as example.com or https://example.com.' });
    expect(problemsOf(form({ web: 'javascript:alert(1)' }))).toEqual({ web: 'Links must be formatted as example.com or https://example.com.' });
  });

  it('links a page of the site, and refuses one that is not among them', () => {
    expect(linkOf(form({ kind: 'page', page: '/about' }))).toEqual({ kind: 'page', href: '/about', name: '', newWindow: false });
    expect(problemsOf(form({ kind: 'page', page: '/gone' }))).toEqual({ page: '/gone is not one of the expected options.' });
    expect(problemsOf(form({ kind: 'page' }))).toEqual({ page: 'Choose a page.' });
  });

  it("refuses a link type it does not know with '{val} is not one of the expected options.'", () => {
    expect(problemsOf(form({ kind: 'fax' }))).toEqual({ kind: 'fax is not one of the expected options.' });
  });

  it('makes phone links and file links', () => {
    expect(linkOf(form({ kind: 'phone', phone: '+44 20 7946 0000' })).href).toBe('tel:+442079460000');
    expect(problemsOf(form({ kind: 'phone', phone: '12' }))).toEqual({ phone: 'Please enter a phone number with at least 3 digits.' });
    expect(problemsOf(form({ kind: 'phone', phone: 'call 555 0199' }))).toEqual({ phone: 'Please enter a phone number with at least 3 digits.' });
    expect(linkOf(form({ kind: 'file', file: { url: '/media/m1/price%20list.pdf', name: 'price list.pdf' } })).href).toBe('/media/m1/price%20list.pdf');
    expect(problemsOf(form({ kind: 'file' }))).toEqual({ file: 'Choose a file.' });
    expect(formFromLink({ kind: 'file', href: '/media/m1/price%20list.pdf', name: '', newWindow: false }).file).toEqual({ url: '/media/m1/price%20list.pdf', name: 'price list.pdf' });
  });

  it('keeps what was typed for each type when the owner switches between them', () => {
    const f = form({ web: 'example.com', phone: '555 0199' });
    expect(linkOf({ ...f, kind: 'phone' }).href).toBe('tel:5550199');
    expect(linkOf({ ...f, kind: 'web' }).href).toBe('https://example.com');
  });

  it('refuses an e-mail link longer than a browser takes', () => {
    expect(problemsOf(email({ to: 'jo@shop.com', body: 'x'.repeat(EDITOR_LIMITS.maxUrl) }))).toEqual({
      link: `This link is longer than ${EDITOR_LIMITS.maxUrl} characters: shorten the subject or body.`,
    });
  });
});
