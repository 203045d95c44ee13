/**
 * The link editor's form: its fields for every link type at once (switching type keeps what was
 * typed), filled from a link, and checked into a link with the spec's messages.
 *
 * The e-mail rule (platform.md §5): an empty To, or one that names no mailbox at all (no @ with
 * text on both sides), is 'Please enter a valid email.'; so is an address at a domain reserved for
 * examples (example.com, .test, .invalid… RFC 2606), which no one can receive mail at. An address
 * with an @ that is still not shaped like the example shown beside the field (name@example.com:
 * spaces, no dot in the domain, two @) is 'Emails must be formatted as an example address.'.
 * CC and BCC take several addresses, each checked the same way.
 */
import { EDITOR_LIMITS, LINK_KINDS, type EditorLink, type LinkKind } from '@plinth/api';
import type { PageChoice } from './index.ts';
import { fileNameOf, mailtoHref, NO_EMAIL, parseMailto, splitAddresses, telHref, webHref, type EmailFields } from './link-href.ts';
import { WORDS } from './words.ts';

export interface LinkForm {
  /** One of LINK_KINDS; anything else is refused with '{val} is not one of the expected options.'. */
  kind: string;
  name: string;
  newWindow: boolean;
  /** The chosen page's url. */
  page: string;
  web: string;
  email: EmailFields;
  phone: string;
  /** The chosen library file: its address and name. */
  file: { url: string; name: string };
}

export type LinkField = 'kind' | 'page' | 'web' | 'to' | 'cc' | 'bcc' | 'phone' | 'file' | 'link';
export type LinkProblems = Partial<Record<LinkField, string>>;

export const EMPTY_FORM: LinkForm = Object.freeze({ kind: 'web', name: '', newWindow: false, page: '', web: '', email: NO_EMAIL, phone: '', file: { url: '', name: '' } });

/** The form showing a link (or a new, empty Web Address one). */
export function formFromLink(link: EditorLink | null): LinkForm {
  if (!link) return { ...EMPTY_FORM };
  const form: LinkForm = { ...EMPTY_FORM, kind: link.kind, name: link.name, newWindow: link.newWindow };
  switch (link.kind) {
    case 'page':
      return { ...form, page: link.href };
    case 'email':
      return { ...form, email: link.email ? { ...NO_EMAIL, ...link.email } : parseMailto(link.href) };
    case 'phone':
      return { ...form, phone: link.href.replace(/^tel:/i, '') };
    case 'file':
      return { ...form, file: { url: link.href, name: fileNameOf(link.href) } };
    default:
      return { ...form, web: link.href };
  }
}

/** Domains kept for examples and tests (RFC 2606, RFC 6761): no mailbox there is real. */
const RESERVED = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;
/** Shaped like name@example.com: no spaces, one @, a domain of labels with a dot and a 2+ letter end. */
const SHAPED = /^[^\s@"(),:;<>[\]\\]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The problem with one e-mail address, or null. */
export function emailProblem(address: string): string | null {
  const text = address.trim();
  if (!/^[^@]+@.+$/.test(text)) return WORDS.invalidEmail;
  if (!SHAPED.test(text)) return WORDS.emailFormat;
  if (RESERVED.test(text.slice(text.lastIndexOf('@') + 1))) return WORDS.invalidEmail;
  return null;
}

/** The problem with a CC/BCC list (empty is fine), or null. */
function listProblem(list: string): string | null {
  for (const address of splitAddresses(list)) {
    const problem = emailProblem(address);
    if (problem) return problem;
  }
  return null;
}

/** Checks the form; the link when it is right, else a message per field. */
export function linkFromForm(form: LinkForm, pages: readonly PageChoice[]): { link: EditorLink } | { problems: LinkProblems } {
  const problems: LinkProblems = {};
  let href = '';
  let email: EmailFields | undefined;
  if (!(LINK_KINDS as readonly string[]).includes(form.kind)) return { problems: { kind: WORDS.notAnOption(form.kind) } };
  const kind = form.kind as LinkKind;
  switch (kind) {
    case 'page':
      if (!form.page) problems.page = WORDS.choosePage;
      else if (!pages.some((page) => page.url === form.page)) problems.page = WORDS.notAnOption(form.page);
      href = form.page;
      break;
    case 'web':
      href = webHref(form.web) ?? '';
      if (!href) problems.web = WORDS.webFormat;
      break;
    case 'email': {
      email = { to: form.email.to.trim(), subject: form.email.subject, cc: form.email.cc.trim(), bcc: form.email.bcc.trim(), body: form.email.body };
      const to = splitAddresses(email.to);
      const toProblem = to.length === 1 ? emailProblem(to[0]) : to.length === 0 ? WORDS.invalidEmail : WORDS.emailFormat;
      if (toProblem) problems.to = toProblem;
      const cc = listProblem(email.cc);
      if (cc) problems.cc = cc;
      const bcc = listProblem(email.bcc);
      if (bcc) problems.bcc = bcc;
      href = mailtoHref(email);
      break;
    }
    case 'phone':
      if (form.phone.replace(/\D/g, '').length < 3 || /[^\d\s+().\-/]/.test(form.phone.trim())) problems.phone = WORDS.invalidPhone;
      href = telHref(form.phone);
      break;
    case 'file':
      if (!form.file.url) problems.file = WORDS.chooseFile;
      href = form.file.url;
      break;
  }
  if (Object.keys(problems).length) return { problems };
  if (href.length > EDITOR_LIMITS.maxUrl) return { problems: { link: WORDS.linkTooLong } };
  const link: EditorLink = { kind, href, name: form.name.trim().slice(0, EDITOR_LIMITS.maxShortText), newWindow: form.newWindow };
  if (email) link.email = email;
  return { link };
}
