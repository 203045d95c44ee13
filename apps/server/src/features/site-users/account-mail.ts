import type { AppDeps } from '../../infra/app-deps.ts';

/*
 * The account e-mails (the theme's `account-*` templates). Their links lead to storefront pages on
 * the host the visitor used; those pages show a button, and only the button's POST spends the
 * token, because mail scanners open links before people do.
 */

/** The storefront pages the e-mails link to (brief of issue 11, "Agreed URLs"). */
export const ACCOUNT_PAGES = Object.freeze({
  verify: '/account/verify',
  signInLink: '/account/sign-in-link',
  resetPassword: '/account/reset-password',
  signIn: '/account/sign-in',
  forgotPassword: '/account/forgot-password',
});

/** Where and to whom an account e-mail goes. */
export interface AccountMailTarget {
  websiteId: string;
  siteName: string;
  /** The site's address as the visitor reached it (`https://shop.example`). */
  origin: string;
  to: string;
}

type MailDeps = Pick<AppDeps, 'mailer' | 'emails'>;

const pageUrl = (origin: string, page: string, token?: string): string => `${origin}${page}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

async function send(deps: MailDeps, target: AccountMailTarget, template: string, context: Record<string, unknown>): Promise<void> {
  const message = deps.emails.render(template, { siteName: target.siteName, ...context });
  await deps.mailer.send({ websiteId: target.websiteId, kind: 'other', to: target.to, ...message });
}

/**
 * The link that confirms a new account's address. A sign-up's `returnTo` (a path of this site, checked
 * by the contract) rides along, so the confirmed customer comes back to the page they started from.
 */
export function sendVerificationMail(deps: MailDeps, target: AccountMailTarget, input: { name: string; token: string; returnTo?: string | undefined }): Promise<void> {
  const link = pageUrl(target.origin, ACCOUNT_PAGES.verify, input.token);
  const verifyUrl = input.returnTo ? `${link}&returnTo=${encodeURIComponent(input.returnTo)}` : link;
  return send(deps, target, 'account-verify', { name: input.name, verifyUrl });
}

/** The note to an address that signed up again: it has an account; sign in or choose a new password. */
export function sendAccountExistsMail(deps: MailDeps, target: AccountMailTarget): Promise<void> {
  return send(deps, target, 'account-exists', { signInUrl: pageUrl(target.origin, ACCOUNT_PAGES.signIn), forgotPasswordUrl: pageUrl(target.origin, ACCOUNT_PAGES.forgotPassword) });
}

/** The one-time sign-in code and link. */
export function sendSignInCodeMail(deps: MailDeps, target: AccountMailTarget, input: { code: string; token: string }): Promise<void> {
  return send(deps, target, 'account-sign-in-code', { code: input.code, signInUrl: pageUrl(target.origin, ACCOUNT_PAGES.signInLink, input.token) });
}

/** The link to choose a new password. */
export function sendPasswordResetMail(deps: MailDeps, target: AccountMailTarget, input: { token: string }): Promise<void> {
  return send(deps, target, 'account-password-reset', { resetUrl: pageUrl(target.origin, ACCOUNT_PAGES.resetPassword, input.token) });
}
