import type { AppDeps } from '../../infra/app-deps.ts';
import { SIGN_IN_LINK_PATH } from './sign-in-link.ts';

/** Where and to whom the sign-in link goes: the dashboard of the host the owner used. */
export interface SignInLinkTarget {
  websiteId: string;
  siteName: string;
  /** The site's address as the owner reached it (`https://shop.example`). */
  origin: string;
  to: string;
}

/** E-mails the one-time sign-in link (the theme's `owner-sign-in-link` e-mail), through the outbox. */
export async function sendSignInLinkMail(deps: Pick<AppDeps, 'mailer' | 'emails'>, target: SignInLinkTarget, token: string): Promise<void> {
  const signInUrl = `${target.origin}${SIGN_IN_LINK_PATH}?token=${encodeURIComponent(token)}`;
  const message = deps.emails.render('owner-sign-in-link', { siteName: target.siteName, signInUrl });
  await deps.mailer.send({ websiteId: target.websiteId, kind: 'other', to: target.to, ...message });
}
