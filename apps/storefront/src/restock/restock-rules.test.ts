import { describe, expect, it } from 'vitest';
import { tshirt, variant } from '../test-fixtures.ts';
import { DEFAULT_RESTOCK_TEXTS, restockInputError, restockTarget, restockTexts } from './restock-rules.ts';

const soldOutEverywhere = () => tshirt({ variants: tshirt().variants.map((v) => ({ ...v, qtyInStock: 0 })) });

describe('restock widget rules', () => {
  it('follows the selection: a sold-out selected variant shows it, one in stock hides it', () => {
    const product = tshirt({ variants: tshirt().variants.map((v) => (v.id === 'Red-M' ? { ...v, qtyInStock: 0 } : v)) });
    expect(restockTarget(product, { Size: 'M', Color: 'Red' })).toMatchObject({ kind: 'variant', variant: { id: 'Red-M' } });
    expect(restockTarget(product, { Size: 'S', Color: 'Red' })).toEqual({ kind: 'hidden' });
    // Not every variant is sold out and nothing is chosen yet: nothing to sign up for.
    expect(restockTarget(product, {})).toEqual({ kind: 'hidden' });
  });

  it('shows when every variant is sold out, asking for the missing options before a sign-up', () => {
    expect(restockTarget(soldOutEverywhere(), {})).toEqual({ kind: 'unselected', message: 'Please select the Size and Color options.' });
    expect(restockTarget(soldOutEverywhere(), { Size: 'L', Color: 'Blue' })).toMatchObject({ kind: 'variant', variant: { id: 'Blue-L' } });
  });

  it('never shows for unlimited variants or digital goods', () => {
    const single = (extra: Parameters<typeof variant>[2]) => tshirt({ variantOptionOrdering: [], variants: [variant('only', {}, extra)] });
    expect(restockTarget(single({ qtyInStock: 0 }), {})).toMatchObject({ kind: 'variant', variant: { id: 'only' } });
    expect(restockTarget(single({ qtyInStock: 0, unlimited: true }), {})).toEqual({ kind: 'hidden' });
    expect(restockTarget(tshirt({ productType: 'DIGITAL', variantOptionOrdering: [], variants: [variant('d', {}, { qtyInStock: 0 })] }), {})).toEqual({ kind: 'hidden' });
  });

  it('checks the e-mail, then the captcha when one is rendered (storefront.md §5)', () => {
    expect(restockInputError('', { rendered: false, token: null })).toBe('Email cannot be blank');
    expect(restockInputError('   ', { rendered: true, token: null })).toBe('Email cannot be blank');
    expect(restockInputError('ann@', { rendered: false, token: null })).toBe('Email is invalid');
    expect(restockInputError('ann@example.org', { rendered: true, token: null })).toBe('Complete CAPTCHA before submitting.');
    expect(restockInputError('ann@example.org', { rendered: true, token: 't' })).toBeNull();
    expect(restockInputError(' ann@example.org ', { rendered: false, token: null })).toBeNull();
  });

  it('fills blank or missing texts with the defaults', () => {
    expect(restockTexts(undefined)).toEqual(DEFAULT_RESTOCK_TEXTS);
    expect(DEFAULT_RESTOCK_TEXTS).toMatchObject({ CTAText: 'Get notified when this item is back in stock.', buttonText: 'Notify Me' });
    expect(restockTexts({ buttonText: 'Tell me', CTAText: ' ', placeholderText: 7 })).toEqual({ ...DEFAULT_RESTOCK_TEXTS, buttonText: 'Tell me' });
  });
});
