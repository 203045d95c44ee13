import { describe, expect, it } from 'vitest';
import { isInStockForForm, validateAddToCart } from './add-to-cart-validation.ts';
import { product, variant } from './test-fixtures.ts';

const options = (...names: string[]) =>
  product({
    variantOptionOrdering: names,
    variants: [variant({ qtyInStock: 5, attributes: Object.fromEntries(names.map((n) => [n, 'a'])) })],
  });

const validate = (p = product(), selected: Record<string, string> = {}, quantityText = '1', quantityInCart?: number) =>
  validateAddToCart({ product: p, selected, quantityText, quantityInCart });

describe('validateAddToCart: options', () => {
  it('names one, two, three and four unselected options', () => {
    expect(validate(options('Size'))).toEqual({ ok: false, message: 'Please select the Size option.' });
    expect(validate(options('Size', 'Color'))).toEqual({
      ok: false,
      message: 'Please select the Size and Color options.',
    });
    expect(validate(options('Size', 'Color', 'Fit'))).toEqual({
      ok: false,
      message: 'Please select the Size, Color and Fit options.',
    });
    expect(validate(options('Size', 'Color', 'Fit', 'Length'))).toEqual({
      ok: false,
      message: 'Please select the Size, Color, Fit and Length options.',
    });
  });

  it('names only the options still missing', () => {
    expect(validate(options('Size', 'Color', 'Fit'), { Color: 'a' })).toEqual({
      ok: false,
      message: 'Please select the Size and Fit options.',
    });
  });

  it('reports a combination without a variant', () => {
    expect(validate(options('Size'), { Size: 'z' })).toEqual({
      ok: false,
      message: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
    expect(validate(product({ variants: [] }))).toEqual({
      ok: false,
      message: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
  });

  it('checks options before the quantity', () => {
    expect(validate(options('Size'), {}, 'abc')).toEqual({ ok: false, message: 'Please select the Size option.' });
  });
});

describe('validateAddToCart: quantity', () => {
  it('rejects text that is not a number', () => {
    for (const text of ['', ' ', 'abc', '1x', '0x10']) {
      expect(validate(product(), {}, text), text).toEqual({ ok: false, message: 'Quantity must be a number.' });
    }
  });

  it('rejects a fraction', () => {
    expect(validate(product(), {}, '1.5')).toEqual({ ok: false, message: 'Quantity must be a whole number' });
  });

  it('accepts a whole number and returns the variant', () => {
    const p = product({ variants: [variant({ qtyInStock: 3 })] });
    expect(validate(p, {}, '3')).toEqual({ ok: true, variant: p.variants[0], quantity: 3 });
    expect(validate(p, {}, ' 2 ')).toEqual({ ok: true, variant: p.variants[0], quantity: 2 });
  });
});

describe('validateAddToCart: stock', () => {
  const notEnough = { ok: false, message: 'Sorry, we do not have enough of that item available.' };

  it('rejects a variant out of stock', () => {
    expect(validate(product({ variants: [variant({ qtyInStock: 0 })] }))).toEqual(notEnough);
  });

  it('counts what the cart already holds', () => {
    const p = product({ variants: [variant({ qtyInStock: 3 })] });
    expect(validate(p, {}, '2', 1)).toMatchObject({ ok: true, quantity: 2 });
    expect(validate(p, {}, '2', 2)).toEqual(notEnough);
    expect(validate(p, {}, '4')).toEqual(notEnough);
  });

  it('lets unlimited variants, digital products and gift cards through', () => {
    expect(validate(product({ variants: [variant({ qtyInStock: 0, unlimited: true })] }), {}, '50', 10)).toMatchObject({
      ok: true,
    });
    expect(validate(product({ productType: 'DIGITAL', variants: [variant({ qtyInStock: 0 })] }))).toMatchObject({
      ok: true,
    });
    expect(
      validateAddToCart({
        product: product({ productType: 'GIFT_CARD', variants: [variant({ qtyInStock: 0 })] }),
        selected: {},
        quantityText: '1',
        denominationCents: 2500,
      }),
    ).toMatchObject({ ok: true });
  });

  it('checks services like physical products', () => {
    expect(validate(product({ productType: 'SERVICE', variants: [variant({ qtyInStock: 0 })] }))).toEqual(notEnough);
  });
});

describe('validateAddToCart: gift cards', () => {
  const giftCard = product({ productType: 'GIFT_CARD', giftCardDenominations: [2500, 5000] });
  const message = { ok: false, message: 'Select a denomination for the Gift Card' };
  const check = (denominationCents?: number | null) =>
    validateAddToCart({ product: giftCard, selected: {}, quantityText: '1', denominationCents });

  it('needs one of the offered denominations', () => {
    expect(check()).toEqual(message);
    expect(check(null)).toEqual(message);
    expect(check(0)).toEqual(message);
    expect(check(1000)).toEqual(message);
    expect(check(2500)).toMatchObject({ ok: true, quantity: 1 });
  });

  it('takes any positive whole amount when no list is offered', () => {
    const open = { ...giftCard, giftCardDenominations: undefined };
    expect(validateAddToCart({ product: open, selected: {}, quantityText: '1', denominationCents: 1234 })).toMatchObject({
      ok: true,
    });
    expect(validateAddToCart({ product: open, selected: {}, quantityText: '1', denominationCents: 12.5 })).toEqual(message);
  });
});

describe('isInStockForForm', () => {
  it('is in stock when a result is unlimited or exceeds the quantity in the cart', () => {
    expect(isInStockForForm([{ unlimited: false, qtyInStock: 3 }], 2)).toBe(true);
    expect(isInStockForForm([{ unlimited: false, qtyInStock: 2 }], 2)).toBe(false);
    expect(isInStockForForm([{ unlimited: false, qtyInStock: 0 }], 0)).toBe(false);
    expect(isInStockForForm([{ unlimited: true, qtyInStock: 0 }], 99)).toBe(true);
    expect(isInStockForForm([{ unlimited: false, qtyInStock: 0 }, { unlimited: false, qtyInStock: 1 }], 0)).toBe(true);
    expect(isInStockForForm([], 0)).toBe(false);
  });
});
