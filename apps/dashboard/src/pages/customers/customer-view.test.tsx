import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pendingApi } from '../../test-support/fake-api.ts';
import type { CustomerDetail } from '../../api/types.ts';
import { TestSession } from '../../test-support/test-session.tsx';
import { hrefFor, matchRoute } from '../../router/routes.ts';
import CustomersPage from './customers-page.tsx';
import { CustomerView } from './customer-view.tsx';

const api = pendingApi;
const as = (role: string, node: ReactNode) =>
  renderToString(<TestSession value={{ api, contributor: { id: 'c', email: 'e@x.test', name: '', role }, websiteId: 'w', currency: 'EUR' }}>{node}</TestSession>);
const eur = (value: string) => ({ value, currency: 'EUR' as const, decimalValue: value, currencyCode: 'EUR' });

const customer: CustomerDetail = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  emailVerified: false,
  ordersCount: 1,
  totalSpent: eur('1234.50'),
  memberAreas: ['Club'],
  createdAt: Date.UTC(2026, 0, 5),
  locale: 'fr',
  orders: [{ id: 'o1', orderNumber: 7, createdAt: Date.UTC(2026, 0, 6), grandTotal: eur('1234.50'), testMode: true, dashboardPath: '/config/orders/o1' }],
  subscriptions: [{ id: 's1', productName: 'Club membership', sku: 'CLUB', status: 'active', price: eur('9.00'), billingPeriod: { value: 1, unit: 'MONTH' }, nextBillingAt: Date.UTC(2026, 1, 6), cancelledAt: null, createdAt: 1 }],
  addresses: [{ id: 'a1', address: { firstName: 'Ada', lastName: 'Lovelace', address1: '1 Rue', city: 'Paris', postalCode: '75001', country: 'FR' }, isDefault: true, createdAt: 1 }],
  memberships: [{ id: 'm1', memberAreaId: 'area-1', memberAreaName: 'Club', source: 'purchase', status: 'active', endsAt: null, current: true, createdAt: 1 }],
};

describe('Customers pages', () => {
  it('live at /config/customers and /config/customers/:id for customers:read', () => {
    expect(hrefFor('customers')).toBe('/config/customers');
    expect(matchRoute('/config/customers/u1')?.route).toMatchObject({ name: 'customer', permission: 'customers:read' });
  });

  it('lists with a heading, a labelled search and progress while loading', () => {
    const html = as('REPORTING', <CustomersPage params={{}} query={new URLSearchParams('q=ada')} />);
    expect(html).toContain('>Customers</h1>');
    expect(html).toMatch(/<form role="search"/);
    expect(html).toMatch(/<label class="field field--inline"><span class="field__label">Search customers<\/span><input type="search"[^>]*value="ada"/);
    expect(html).toContain('Clear search');
    expect(html).toContain('role="progressbar"');
  });

  it('shows a customer: money in the site currency, sections with headings, the address and membership', () => {
    const html = as('ADMIN', <CustomerView customer={customer} />);
    expect(html).toContain('>Ada Lovelace</h1>');
    expect(html).toContain('€1,234.50');
    expect(html).toContain('€9.00<!-- --> <!-- -->every month');
    for (const title of ['Orders', 'Subscriptions', 'Addresses', 'Memberships']) expect(html).toContain(`>${title}</h2>`);
    expect(html).toContain('Not yet');
    expect(html).toContain('Paris 75001');
    expect(html).toContain('Paid membership');
  });

  it('links orders and member areas only for roles that may open them', () => {
    const admin = as('ADMIN', <CustomerView customer={customer} />);
    expect(admin).toContain('href="/config/orders/o1"');
    expect(admin).toContain('href="/config/member-areas/area-1"');
    const reporting = as('REPORTING', <CustomerView customer={customer} />);
    expect(reporting).toContain('href="/config/orders/o1"');
    expect(reporting).not.toContain('/config/member-areas/area-1');
    expect(reporting).toContain('>Club</th>');
  });
});
