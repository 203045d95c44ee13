/**
 * The customer account pages (issue 11, decision 0006): `/account` and `/account/<sub>` resolve to
 * the `account` template, which renders the Account island with the path's view. The pages hold
 * no personal data — the island fetches it from the site-user APIs — so they are cached like any
 * page, except the views that carry the e-mailed token of their query (`?token=`): those are
 * rendered for the request only (the cache keys on the path, never on the query).
 */

/** The account views (the storefront's Account island renders one per page). */
export const ACCOUNT_VIEWS = ['account', 'sign-in', 'sign-up', 'forgot-password', 'reset-password', 'verify', 'sign-in-link'] as const;

/** Name of an account view. */
export type AccountView = (typeof ACCOUNT_VIEWS)[number];

/** The `account` value of the template context: the page heading and the Account island's props. */
export interface AccountIsland {
  heading: string;
  props: { view: AccountView; token?: string };
}

/** An account page: template, title, context, and whether it is rendered for this request only. */
export interface AccountPage {
  template: 'account';
  title: string;
  context: { account: AccountIsland };
  private: boolean;
}

/** Each account path (after `/account`): its view, heading (also the page title), and whether the view takes the query's token. */
const ACCOUNT_PATHS: Record<string, { view: AccountView; heading: string; token: boolean }> = {
  '': { view: 'account', heading: 'Your account', token: false },
  'sign-in': { view: 'sign-in', heading: 'Sign in', token: false },
  'sign-up': { view: 'sign-up', heading: 'Create an account', token: false },
  'forgot-password': { view: 'forgot-password', heading: 'Forgot your password?', token: false },
  'reset-password': { view: 'reset-password', heading: 'Choose a new password', token: true },
  verify: { view: 'verify', heading: 'Confirm your e-mail', token: true },
  'sign-in-link': { view: 'sign-in-link', heading: 'Sign in', token: true },
};

/** A token as e-mails carry it; anything else is passed on as '' (the island then says the link is incomplete). */
const TOKEN = /^[\w-]{1,200}$/;

/**
 * Resolves the path `segments` (`['account', …]`); undefined when it names no account page, so
 * other `/account/…` pages (a member area's confirmation) can still be found by their own resolver.
 * @example resolveAccountPage(['account', 'verify'], { token: 'abc' }) // private page, props { view: 'verify', token: 'abc' }
 */
export function resolveAccountPage(segments: readonly string[], query: Record<string, unknown>): AccountPage | undefined {
  if (segments[0] !== 'account' || segments.length > 2) return undefined;
  const sub = segments[1] ?? '';
  if (!Object.hasOwn(ACCOUNT_PATHS, sub)) return undefined;
  const { view, heading, token } = ACCOUNT_PATHS[sub];
  const props = token ? { view, token: typeof query.token === 'string' && TOKEN.test(query.token) ? query.token : '' } : { view };
  return { template: 'account', title: heading, context: { account: { heading, props } }, private: token };
}

/** Whether a template value is an {@link AccountIsland} the `account-island` formatter may render. */
export function isAccountIsland(value: unknown): value is AccountIsland {
  if (typeof value !== 'object' || value === null) return false;
  const { props } = value as Record<string, unknown>;
  return typeof props === 'object' && props !== null && (ACCOUNT_VIEWS as readonly unknown[]).includes((props as Record<string, unknown>).view);
}
