import { describe, expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';
import { isAccountIsland, resolveAccountPage } from './account-page-service.ts';

/** The Account island's props of a page, as the browser reads them back. */
function accountProps(html: string): unknown {
  const match = /<div data-island="Account" data-props="([^"]*)">/.exec(html);
  return match ? JSON.parse(match[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&')) : null;
}

describe('resolveAccountPage', () => {
  it('names the view of each account path; only the e-mailed link pages take the token and are private', () => {
    expect(resolveAccountPage(['account'], {})).toEqual({
      template: 'account',
      title: 'Your account',
      context: { account: { heading: 'Your account', props: { view: 'account' } } },
      private: false,
    });
    for (const [sub, view] of [['sign-in', 'sign-in'], ['sign-up', 'sign-up'], ['forgot-password', 'forgot-password']]) {
      expect(resolveAccountPage(['account', sub], { token: 'x' })).toMatchObject({ private: false, context: { account: { props: { view } } } });
    }
    for (const sub of ['verify', 'sign-in-link', 'reset-password']) {
      expect(resolveAccountPage(['account', sub], { token: 'tok_1-a' })).toMatchObject({ private: true, context: { account: { props: { view: sub, token: 'tok_1-a' } } } });
    }
  });

  it('passes a malformed or missing token on as empty', () => {
    for (const token of [undefined, '', 'a b', '<script>', ['a', 'b'], 'x'.repeat(201)]) {
      expect(resolveAccountPage(['account', 'verify'], { token })?.context.account.props.token).toBe('');
    }
  });

  it('leaves other /account paths to other resolvers', () => {
    for (const segments of [['account', 'membership-confirmed'], ['account', 'sign-in', 'x'], ['accounts'], ['account', 'constructor'], ['account', '__proto__']]) {
      expect(resolveAccountPage(segments, {})).toBeUndefined();
    }
  });

  it('lets the formatter render only a known view', () => {
    expect(isAccountIsland({ heading: 'h', props: { view: 'sign-in' } })).toBe(true);
    for (const value of [null, 'sign-in', {}, { props: null }, { props: { view: 'admin' } }]) expect(isAccountIsland(value)).toBe(false);
  });
});

forEachStore('account pages', (store) => {
  const get = (url: string) => store.app.inject({ url });

  it('/account is the account page: its heading and the Account island, cacheable (it holds no personal data)', async () => {
    const response = await get('/account');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Your account — Plinth Demo Store</title>');
    expect(response.body).toContain('<h1 class="account__title">Your account</h1>');
    expect(accountProps(response.body)).toEqual({ view: 'account' });
    expect(response.body).toContain('Loading your account…');
  });

  it('every page has the header link to /account, marked current on the account pages', async () => {
    const home = await get('/');
    expect(home.body).toContain('<a class="site-nav__link site-nav__account" href="/account">Account</a>');
    const account = await get('/account/sign-in');
    expect(account.body).toContain('<a class="site-nav__link site-nav__account" href="/account" aria-current="page">Account</a>');
  });

  it('/account/sign-in, /sign-up and /forgot-password render their forms on the server', async () => {
    const signIn = await get('/account/sign-in');
    expect(signIn.statusCode).toBe(200);
    expect(accountProps(signIn.body)).toEqual({ view: 'sign-in' });
    expect(signIn.body).toContain('<label class="plinth-field__label" for="plinth-sign-in-email">Email</label>');
    expect((await get('/account/sign-up')).body).toContain('<h1 class="account__title">Create an account</h1>');
    expect((await get('/account/forgot-password')).body).toContain('E-mail me a reset link');
  });

  it("a link page carries its query's token and is never cached, so no visitor is shown another's token", async () => {
    const first = await get('/account/verify?token=first-token');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(accountProps(first.body)).toEqual({ view: 'verify', token: 'first-token' });
    const second = await get('/account/verify?token=second-token');
    expect(accountProps(second.body)).toEqual({ view: 'verify', token: 'second-token' });
    expect(second.body).not.toContain('first-token');
    const bare = await get('/account/sign-in-link');
    expect(bare.headers['cache-control']).toBe('private, no-store');
    expect(bare.body).toContain('This link is incomplete.');
    expect(accountProps((await get('/account/reset-password?token=r')).body)).toEqual({ view: 'reset-password', token: 'r' });
  });

  it('an unknown account path is the not-found page', async () => {
    const response = await get('/account/nothing-here');
    expect(response.statusCode).toBe(404);
  });
});
