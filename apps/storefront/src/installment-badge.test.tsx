import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { installmentPlacement } from '@plinth/commerce';
import { InstallmentBadge } from './installment-badge.tsx';
import { loadInstallmentModal } from './installment-api.ts';

const context = { afterPayAvailable: true, afterPayMin: 100, afterPayMax: 200000, shopperLanguage: 'en', stripeAccountCountry: 'US' };
const placement = installmentPlacement(context);

describe('InstallmentBadge (server render)', () => {
  it("reads 'or 4 interest-free payments of {amount} with' and the provider badge in range", () => {
    const html = renderToString(<InstallmentBadge priceCents={5500} currency="USD" context={context} placement={placement} productType="PHYSICAL" />);
    expect(html).toContain('or 4 interest-free payments of $13.75 with');
    expect(html).toContain('>Afterpay</span>');
    expect(html).toContain('aria-haspopup="dialog"');
  });

  it("reads 'available for orders up to / over {amount}' out of range", () => {
    expect(renderToString(<InstallmentBadge priceCents={300000} currency="USD" context={context} placement={placement} productType="PHYSICAL" />)).toContain('available for orders up to $2,000.00');
    expect(renderToString(<InstallmentBadge priceCents={100} currency="USD" context={context} placement={placement} productType="PHYSICAL" />)).toContain('available for orders over $1.00');
  });

  it('shows nothing without a placement (a payment country with no instalments)', () => {
    expect(renderToString(<InstallmentBadge priceCents={5500} currency="USD" context={context} placement={null} productType="PHYSICAL" />)).toBe('');
  });

  it('shows nothing for a product that is not physical, or in GB shows Clearpay', () => {
    expect(renderToString(<InstallmentBadge priceCents={5500} currency="USD" context={context} placement={placement} productType="DIGITAL" />)).toBe('');
    expect(renderToString(<InstallmentBadge priceCents={5500} currency="GBP" context={{ ...context, stripeAccountCountry: 'GB' }} placement={installmentPlacement({ ...context, stripeAccountCountry: 'GB' })} productType="PHYSICAL" />)).toContain('>Clearpay</span>');
  });
});

describe('loadInstallmentModal', () => {
  it('answers the HTML, or only warns and answers null when the load fails', async () => {
    const ok = vi.fn(async () => new Response('<p>Pay in 4</p>'));
    expect(await loadInstallmentModal('/assets/bnpl/afterpay-en_US.html', ok as typeof fetch)).toBe('<p>Pay in 4</p>');
    const warn = vi.fn();
    const down = vi.fn(async () => new Response('no', { status: 500 }));
    expect(await loadInstallmentModal('/assets/bnpl/afterpay-en_US.html', down as typeof fetch, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('/assets/bnpl/afterpay-en_US.html');
    const offline = vi.fn(async () => Promise.reject(new TypeError('offline')));
    expect(await loadInstallmentModal('/x.html', offline as typeof fetch, warn)).toBeNull();
  });
});
