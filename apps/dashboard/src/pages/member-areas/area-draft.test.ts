import { describe, expect, it } from 'vitest';
import type { MemberArea } from '../../api/types.ts';
import { areaBody, draftFromArea, emptyAreaDraft, productChangeNote } from './area-draft.ts';

const paidArea: MemberArea = {
  id: 'a1',
  name: 'Club',
  description: 'Insiders',
  access: 'paid',
  product: { id: 'p1', title: 'Club membership', url: '/shop/p/club', priceCents: 900, currency: 'USD', billingPeriod: { value: 1, unit: 'MONTH' } },
  content: [],
  memberCount: 0,
  createdAt: 1,
  updatedAt: 1,
};

describe('areaBody', () => {
  it('sends a free area without a product, trimmed', () => {
    expect(areaBody({ ...emptyAreaDraft(), name: '  Members ', description: ' Read on ' }, 'USD')).toEqual({ body: { name: 'Members', description: 'Read on', access: 'free' } });
  });

  it('sends a paid area with its product made from the price and period, in the site currency', () => {
    expect(areaBody({ ...emptyAreaDraft(), name: 'Club', access: 'paid', price: '9.5', periodValue: '2', periodUnit: 'WEEK' }, 'USD')).toEqual({
      body: { name: 'Club', description: '', access: 'paid', product: { priceCents: 950, billingPeriod: { value: 2, unit: 'WEEK' } } },
    });
    expect(areaBody({ ...emptyAreaDraft(), name: 'Club', access: 'paid', price: '1500' }, 'JPY')).toMatchObject({ body: { product: { priceCents: 1500 } } });
  });

  it('names the first problem', () => {
    expect(areaBody({ ...emptyAreaDraft(), name: ' ' }, 'USD')).toEqual({ problem: 'Enter a name for the member area.' });
    expect(areaBody({ ...emptyAreaDraft(), name: 'x'.repeat(101) }, 'USD')).toEqual({ problem: 'The name must be at most 100 characters.' });
    expect(areaBody({ ...emptyAreaDraft(), name: 'Club', access: 'paid', price: '0' }, 'USD')).toEqual({ problem: 'Enter the membership price, more than zero.' });
    expect(areaBody({ ...emptyAreaDraft(), name: 'Club', access: 'paid', price: '9.999' }, 'USD')).toEqual({ problem: 'Enter the membership price, more than zero.' });
    expect(areaBody({ ...emptyAreaDraft(), name: 'Club', access: 'paid', price: '9', periodValue: '1.5' }, 'USD')).toEqual({ problem: 'The billing period must be a whole number from 1 to 52.' });
    expect(areaBody({ ...emptyAreaDraft(), name: 'Club', access: 'paid', price: '9', periodValue: '53' }, 'USD')).toEqual({ problem: 'The billing period must be a whole number from 1 to 52.' });
  });

  it('on an edit, sends a product only when the price or period changed', () => {
    const draft = draftFromArea(paidArea, 'USD');
    expect(draft).toEqual({ name: 'Club', description: 'Insiders', access: 'paid', price: '9.00', periodValue: '1', periodUnit: 'MONTH' });
    expect(areaBody({ ...draft, description: 'New' }, 'USD', paidArea)).toEqual({ body: { name: 'Club', description: 'New', access: 'paid' } });
    expect(areaBody({ ...draft, price: '12' }, 'USD', paidArea)).toMatchObject({ body: { product: { priceCents: 1200, billingPeriod: { value: 1, unit: 'MONTH' } } } });
    expect(areaBody({ ...draft, periodUnit: 'YEAR' }, 'USD', paidArea)).toMatchObject({ body: { product: { billingPeriod: { unit: 'YEAR' } } } });
    expect(areaBody(draft, 'USD', { ...paidArea, product: null })).toMatchObject({ body: { product: { priceCents: 900 } } });
  });
});

describe('productChangeNote', () => {
  it('says a new paid area adds its product, and a new price on an existing one changes it for new members', () => {
    expect(productChangeNote({ ...emptyAreaDraft(), name: 'Club' }, 'USD')).toBeNull();
    expect(productChangeNote({ ...emptyAreaDraft(), name: 'Club', access: 'paid', price: '' }, 'USD')).toBeNull();
    expect(productChangeNote({ ...emptyAreaDraft(), name: 'Club', access: 'paid', price: '9' }, 'USD')).toBe('Saving adds “Club membership”, a subscription product at this price, to your store.');
    const draft = draftFromArea(paidArea, 'USD');
    expect(productChangeNote(draft, 'USD', paidArea)).toBeNull();
    expect(productChangeNote({ ...draft, price: '12' }, 'USD', paidArea)).toBe('Saving changes the price of “Club membership” for new members; current members keep their access and their price.');
  });
});
