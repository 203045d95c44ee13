import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Account } from './account-island.tsx';
import type { AccountAddress, AccountApi, AccountOrder, AccountProfile, AccountSubscription } from './account-api.ts';
import { AddressBook } from './addresses-section.tsx';
import { CheckoutSignInLink, CreateAccountWithOrder } from './checkout-account-links.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { NewsletterSection } from './newsletter-section.tsx';
import { OrdersList } from './orders-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { RestockList } from './restock-section.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { AccountSignUp, signUpRequest } from './sign-up-form.tsx';
import { SubscriptionsList } from './subscriptions-section.tsx';

const usd = (decimalValue: string) => ({ value: decimalValue, currency: 'USD', decimalValue, currencyCode: 'USD' });
const api = {} as AccountApi;
const noop = () => {};
/** Every `<label for=…>` has its control, and every control its label. */
function expectLabelled(html: string) {
  const labelled = new Set([...html.matchAll(/<label[^>]* for="([^"]+)"/g)].map((m) => m[1]));
  const controls = [...html.matchAll(/<input[^>]* id="([^"]+)"/g)].map((m) => m[1]);
  expect(controls.length).toBeGreaterThan(0);
  for (const id of controls) expect(labelled, id).toContain(id);
}

describe('the account pages (server render)', () => {
  it('sign-in: e-mail, password, Remember me, Sign in; the code mode, forgot password and create account', () => {
    const html = renderToString(<Account view="sign-in" />);
    expectLabelled(html);
    expect(html).toMatch(/<label class="plinth-field__label" for="plinth-sign-in-email">Email<\/label>/);
    expect(html).toMatch(/type="email"[^>]*autoComplete="email"|autoComplete="email"[^>]*type="email"|type="email"/);
    expect(html).toMatch(/<input[^>]*id="plinth-sign-in-password"[^>]*type="password"[^>]*autoComplete="current-password"/);
    expect(html).toContain('<label for="plinth-sign-in-remember">Remember me</label>');
    expect(html).toMatch(/<button type="submit" class="plinth-button">Sign in<\/button>/);
    expect(html).toContain('>E-mail me a sign-in code</button>');
    expect(html).toContain('href="/account/forgot-password"');
    expect(html).toContain('href="/account/sign-up"');
    expect(html).toContain('aria-label="Sign in"');
  });

  it('sign-in under the account heading: its own h2 labels the form', () => {
    const html = renderToString(<SignInForm heading="Sign in" />);
    expect(html).toContain('<h2 id="plinth-sign-in-heading" class="plinth-account__heading">Sign in</h2>');
    expect(html).toContain('aria-labelledby="plinth-sign-in-heading"');
  });

  it('sign-up: name (optional), e-mail and a new password with its rule', () => {
    const html = renderToString(<Account view="sign-up" />);
    expectLabelled(html);
    expect(html).toMatch(/id="plinth-sign-up-password"[^>]*type="password"[^>]*autoComplete="new-password"[^>]*aria-describedby="plinth-sign-up-password-hint"/);
    expect(html).toContain('<p class="plinth-field__hint" id="plinth-sign-up-password-hint">At least 10 characters.</p>');
    expect(html).toMatch(/id="plinth-sign-up-name"(?![^>]*required)[^>]*>/);
    expect(html).toContain('href="/account/sign-in"');
  });

  it('sign-up from a locked page: the sign-in link and the request carry its returnTo; any other site is dropped', () => {
    const html = renderToString(<AccountSignUp search="?returnTo=%2Fmembers%2Frecipes%3Fpage%3D2" />);
    expect(html).toContain('href="/account/sign-in?returnTo=%2Fmembers%2Frecipes%3Fpage%3D2"');
    const fields = { name: ' ', email: 'ada@example.com', password: 'a-long-password' };
    expect(signUpRequest(fields, '/members/recipes')).toEqual({ email: 'ada@example.com', password: 'a-long-password', returnTo: '/members/recipes' });
    expect(signUpRequest({ ...fields, name: 'Ada' }, null)).toEqual({ email: 'ada@example.com', password: 'a-long-password', name: 'Ada' });
    for (const search of ['?returnTo=%2F%2Fevil.example', '?returnTo=https%3A%2F%2Fevil.example', '']) {
      expect(renderToString(<AccountSignUp search={search} />), search).toContain('href="/account/sign-in"');
    }
  });

  it('forgot password: the e-mail and the button', () => {
    const html = renderToString(<Account view="forgot-password" />);
    expectLabelled(html);
    expect(html).toContain('>E-mail me a reset link</button>');
  });

  it('the link pages show only a button: opening them POSTs nothing', () => {
    const verify = renderToString(<Account view="verify" token="t" />);
    expect(verify).toContain('>Confirm e-mail</button>');
    expect(verify).toContain('Remember me');
    expect(renderToString(<Account view="sign-in-link" token="t" />)).toContain('>Continue</button>');
    const reset = renderToString(<Account view="reset-password" token="t" />);
    expectLabelled(reset);
    expect(reset).toMatch(/<label class="plinth-field__label" for="plinth-reset-password">New password<\/label>/);
    expect(reset).toContain('>Set the new password</button>');
    expect(reset).toContain('<a href="/account/forgot-password">Ask for a new reset link</a>');
    expect(verify).toContain('<a href="/account/sign-in">Sign in</a>');
  });

  it('a link cut short says so, as an alert', () => {
    for (const view of ['verify', 'sign-in-link', 'reset-password'] as const) {
      const html = renderToString(<Account view={view} token="" />);
      expect(html).toContain('<p class="plinth-account__error" role="alert">This link is incomplete.');
      expect(html).not.toContain('<button');
    }
  });

  it('the account page renders "Loading" on the server: who is signed in is known in the browser only', () => {
    expect(renderToString(<Account view="account" />)).toBe('<div class="plinth-account"><p class="plinth-account__loading" role="status">Loading your account…</p></div>');
  });
});

describe('the signed-in sections', () => {
  const order: AccountOrder = {
    id: 'o1',
    orderNumber: 1001,
    createdAt: Date.UTC(2026, 10, 20, 12),
    status: 'PAID',
    statusText: 'Paid (test order)',
    testMode: true,
    items: [{ sku: 'TEE-M', productName: 'Merino Crew Tee', quantity: 2, unitPrice: usd('48.00'), lineTotal: usd('96.00') }],
    subtotal: usd('96.00'),
    shippingTotal: usd('5.00'),
    taxTotal: usd('0.00'),
    discountTotal: usd('0.00'),
    grandTotal: usd('101.00'),
    url: '/commerce/orders/o1?token=abc',
  };

  it('orders: number, status, date and total, items, and the link to the order page', () => {
    const html = renderToString(<OrdersList orders={[order]} locale="en-US" />);
    expect(html).toContain('<h3 id="plinth-account-order-o1" class="plinth-account__item-title">Order #1001</h3>');
    expect(html).toContain('Paid (test order)');
    expect(html).toContain('Placed Nov 20, 2026 · Total $101.00');
    expect(html.replaceAll('<!-- -->', '')).toContain('<li>Merino Crew Tee × 2 — $96.00</li>');
    expect(html).toContain('<a href="/commerce/orders/o1?token=abc">View order #1001</a>');
    expect(renderToString(<OrdersList orders={[{ ...order, url: null }]} />)).not.toContain('<a ');
    expect(renderToString(<OrdersList orders={[]} />)).toContain('You have no orders yet.');
  });

  const subscription: AccountSubscription = {
    id: 's1',
    orderId: 'o1',
    productName: 'House Blend',
    sku: 'HB',
    quantity: 1,
    price: usd('18.00'),
    billingPeriod: { value: 1, unit: 'MONTH' },
    billingPeriodText: 'every month',
    status: 'active',
    nextBillingAt: Date.UTC(2026, 11, 20, 12),
    cancelledAt: null,
    createdAt: Date.UTC(2026, 10, 20, 12),
  };

  it('subscriptions: price and period, next billing date, and Cancel for an active one only', () => {
    const html = renderToString(<SubscriptionsList subscriptions={[subscription]} api={api} onChange={noop} locale="en-US" />);
    expect(html.replaceAll('<!-- -->', '')).toContain('$18.00 every month');
    expect(html).toContain('Next billing date: Dec 20, 2026');
    expect(html).toContain('>Cancel subscription</button>');
    const cancelled = renderToString(<SubscriptionsList subscriptions={[{ ...subscription, status: 'cancelled', cancelledAt: 1 }]} api={api} onChange={noop} locale="en-US" />);
    expect(cancelled).toContain('Cancelled; it ends on Dec 20, 2026.');
    expect(cancelled).not.toContain('Cancel subscription');
    expect(renderToString(<SubscriptionsList subscriptions={[]} api={api} onChange={noop} />)).toContain('You have no subscriptions.');
  });

  it('addresses: each on its lines with its default badge, Edit and Delete named after it, and Add', () => {
    const address: AccountAddress = {
      id: 'a1',
      address: { firstName: 'Ada', lastName: 'Lovelace', address1: '12 Analytical St', address2: '', city: 'London', region: '', postalCode: 'N1 9GU', country: 'GB' },
      isDefault: true,
      createdAt: 1,
    };
    const html = renderToString(<AddressBook addresses={[address]} api={api} reload={noop} />);
    for (const line of ['Ada Lovelace', '12 Analytical St', 'N1 9GU London', 'GB']) expect(html).toContain(`<span class="plinth-account__address-line">${line}</span>`);
    expect(html).toContain('>Default</span>');
    expect(html).toContain('aria-label="Edit Ada Lovelace"');
    expect(html).toContain('aria-label="Delete Ada Lovelace"');
    expect(html).toContain('>Add an address</button>');
    expect(renderToString(<AddressBook addresses={[]} api={api} reload={noop} />)).toContain('You have no saved addresses.');
  });

  it('restock sign-ups: product and variant, with Remove', () => {
    const html = renderToString(
      <RestockList signUps={[{ id: 'r1', productId: 'p', productName: 'Hand-thrown Bowl Set', variantId: 'v', variantName: 'Set of 4', sku: 'B4', createdAt: 1 }]} api={api} onRemoved={noop} />,
    );
    expect(html).toContain('Hand-thrown Bowl Set — Set of 4');
    expect(html).toContain('aria-label="Remove Hand-thrown Bowl Set — Set of 4"');
    expect(renderToString(<RestockList signUps={[]} api={api} onRemoved={noop} />)).toContain('You are not waiting for any product to come back.');
  });

  it('newsletter: the state in words and the one button that changes it', () => {
    expect(renderToString(<NewsletterSection api={api} initial={{ subscribed: true, pending: false }} />)).toMatch(/You receive our newsletter\.[\s\S]*>Unsubscribe<\/button>/);
    expect(renderToString(<NewsletterSection api={api} initial={{ subscribed: false, pending: false }} />)).toMatch(/You do not receive our newsletter\.[\s\S]*>Subscribe to the newsletter<\/button>/);
    expect(renderToString(<NewsletterSection api={api} initial={{ subscribed: false, pending: true }} />)).toContain('Check your inbox to confirm');
  });

  const profile: AccountProfile = { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: true, hasPassword: true, createdAt: 1, newsletterSubscribed: false, newsletterPending: false };

  it('profile: the e-mail, the name, and the password change (the current one asked when there is one)', () => {
    const html = renderToString(<ProfileSection api={api} profile={profile} onProfile={noop} />);
    expectLabelled(html);
    expect(html).toContain('ada@example.com');
    expect(html).toMatch(/id="plinth-account-name"[^>]*value="Ada"/);
    expect(html).toContain('for="plinth-account-current-password">Current password</label>');
    expect(html).not.toContain('not confirmed');
    const codeOnly = renderToString(<ProfileSection api={api} profile={{ ...profile, hasPassword: false, emailVerified: false }} onProfile={noop} />);
    expect(codeOnly).not.toContain('Current password');
    expect(codeOnly).toContain('Set a password');
    expect(codeOnly).toContain('Your e-mail address is not confirmed yet.');
    expect(codeOnly).toContain('>Send the confirmation e-mail again</button>');
  });

  it('delete account: explained, and only a button until the customer asks', () => {
    const html = renderToString(<DeleteAccountSection api={api} hasPassword />);
    expect(html).toContain('Your orders are kept');
    expect(html).toContain('>Delete my account</button>');
    expect(html).not.toContain('<input');
  });
});

describe('the checkout offers', () => {
  it('"Sign in" on the checkout for a signed-out visitor, coming back to the checkout; nothing on the server or when signed in', () => {
    expect(renderToString(<CheckoutSignInLink signedIn={false} />)).toContain('<a href="/account/sign-in?returnTo=%2Fcheckout">Sign in</a>');
    expect(renderToString(<CheckoutSignInLink signedIn />)).toBe('');
    expect(renderToString(<CheckoutSignInLink />)).toBe('');
  });

  it('"Create an account with this order" for a signed-out buyer: a password for the order e-mail', () => {
    const html = renderToString(<CreateAccountWithOrder email="ada@example.com" signedIn={false} />);
    expectLabelled(html);
    expect(html).toContain('<h2 id="plinth-order-account-title">Create an account with this order</h2>');
    expect(html).toContain('Choose a password for ada@example.com');
    expect(html).toMatch(/id="plinth-order-account-password"[^>]*type="password"[^>]*autoComplete="new-password"/);
    expect(renderToString(<CreateAccountWithOrder email="ada@example.com" signedIn />)).toBe('');
    expect(renderToString(<CreateAccountWithOrder email="" signedIn={false} />)).toBe('');
  });
});
