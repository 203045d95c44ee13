import { describe, expect, it } from 'vitest';
import { emptySuccess } from './account-api.ts';
import { dateText, minorMoneyText, moneyText } from './display.ts';
import { isSameSitePath, returnPathOf, returnToOf, signInPathReturningTo } from './navigation.ts';
import { failureText } from './request-error.ts';
import { isSignedIn } from './site-user-info.ts';
import { createXsrfTokenStore, memoryStorage, XSRF_STORAGE_KEY } from './xsrf-token.ts';

describe('after sign-in', () => {
  it('goes to the returnTo path of this site, else the account page', () => {
    expect(returnPathOf('?returnTo=%2Fcheckout')).toBe('/checkout');
    expect(returnPathOf(signInPathReturningTo('/checkout').split('?')[1])).toBe('/checkout');
    for (const search of ['', '?returnTo=', '?returnTo=https%3A%2F%2Fevil.example', '?returnTo=%2F%2Fevil.example', '?returnTo=%2F%5Cevil.example', '?returnTo=javascript:alert(1)']) {
      expect(returnPathOf(search), search).toBe('/account');
    }
  });
});

describe('after confirming the e-mail', () => {
  it("goes to the verification link's returnTo when it is a path of this site (at most 500 characters), else the account page", () => {
    expect(returnPathOf('?token=abc&returnTo=%2Fmembers%2Frecipes')).toBe('/members/recipes');
    expect(returnPathOf(`?token=abc&returnTo=${encodeURIComponent('/members/recipes?page=2&sort=new')}`)).toBe('/members/recipes?page=2&sort=new');
    expect(returnPathOf(`?token=abc&returnTo=%2F${'m'.repeat(499)}`)).toBe(`/${'m'.repeat(499)}`);
    for (const search of ['?token=abc', `?token=abc&returnTo=%2F${'m'.repeat(500)}`, '?token=abc&returnTo=%2F%2Fevil.example', '?token=abc&returnTo=https%3A%2F%2Fevil.example']) {
      expect(returnPathOf(search), search).toBe('/account');
    }
    expect(returnToOf('?returnTo=%2F%5Cevil.example')).toBeNull();
    expect(isSameSitePath('/members')).toBe(true);
  });
});

describe('the token store', () => {
  it('keeps, reads and forgets the token', () => {
    const storage = memoryStorage();
    const store = createXsrfTokenStore(() => storage);
    expect(store.get()).toBeNull();
    store.set('t');
    expect(storage.getItem(XSRF_STORAGE_KEY)).toBe('t');
    expect(store.get()).toBe('t');
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('never throws when storage is missing or refuses', () => {
    const refusing = createXsrfTokenStore(() => {
      throw new Error('SecurityError');
    });
    expect(refusing.get()).toBeNull();
    expect(() => refusing.set('t')).not.toThrow();
    expect(() => createXsrfTokenStore(() => null).clear()).not.toThrow();
  });
});

describe('SiteUserInfo', () => {
  it('counts only a parsable cookie with authenticated true as signed in', () => {
    const info = (value: string) => `a=b; SiteUserInfo=${encodeURIComponent(value)}`;
    expect(isSignedIn(info('{"authenticated":true,"siteUserId":"u1"}'))).toBe(true);
    expect(isSignedIn(info('{"authenticated":false,"siteUserId":"u1"}'))).toBe(false);
    expect(isSignedIn(info('{"authenticated":true}'))).toBe(false);
    expect(isSignedIn(info('not json'))).toBe(false);
    expect(isSignedIn('')).toBe(false);
  });
});

describe('display', () => {
  it('writes API money with the site formatter, and an unknown currency plainly', () => {
    expect(moneyText({ decimalValue: '25.00', currency: 'USD' })).toBe('$25.00');
    expect(moneyText({ decimalValue: '-2.50', currency: 'USD' })).toBe('-$2.50');
    expect(moneyText({ decimalValue: '4500', currency: 'JPY' })).toBe('¥4,500');
    expect(moneyText({ decimalValue: '1.00', currency: 'XYZ' })).toBe('1.00 XYZ');
    expect(minorMoneyText(5000, 'USD')).toBe('$50.00');
    expect(minorMoneyText(5000, 'XYZ')).toBe('50.00 XYZ');
  });

  it('writes dates in the given language', () => {
    expect(dateText(Date.UTC(2026, 10, 23, 12), 'en-US')).toBe('Nov 23, 2026');
  });
});

describe('failures', () => {
  it("shows the server's words, else a sentence about the connection or a retry", () => {
    expect(failureText({ status: 429, crumbFailure: false, serverMessage: 'Too many attempts. Try again in 15 minutes.' })).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
    expect(failureText({ status: 0, crumbFailure: false, serverMessage: null })).toBe('Check your connection and try again.');
    expect(failureText({ status: 502, crumbFailure: false, serverMessage: null })).toBe('Something went wrong. Please try again.');
  });

  it('counts a 204 (no JSON) as a success', () => {
    expect(emptySuccess({ ok: false, failure: { status: 204, crumbFailure: false, serverMessage: null } })).toEqual({ ok: true, value: true });
    const notFound = { ok: false as const, failure: { status: 404, crumbFailure: false, serverMessage: 'Not found.' } };
    expect(emptySuccess(notFound)).toBe(notFound);
  });
});
