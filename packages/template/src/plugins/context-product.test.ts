import { describe, expect, it } from 'vitest';
import { contextItem, contextPrices as pricesOfItem, contextState as stateOfItem, legacyPrices as legacyOfItem, stock } from './context-product.ts';

const contextState = (item: unknown) => stateOfItem(contextItem(item));
const contextPrices = (item: unknown) => pricesOfItem(contextItem(item));
const legacyPrices = (item: unknown) => legacyOfItem(contextItem(item));
const contextProductType = (item: unknown) => contextItem(item).productType;
import { readMoney } from './context-money.ts';

const usd = (value: string) => ({ value, currency: 'USD' });

describe('readMoney', () => {
  it('reads {value, currency} into hundredths as the hosted builder does', () => {
    expect(readMoney({ value: '12.34', currency: 'EUR' })).toEqual({ cents: 1234, currency: 'EUR' });
    // Product prices are read from value and currency only.
    expect(readMoney({ decimalValue: 5, currencyCode: 'JPY' })).toEqual({ cents: 0, currency: 'USD' });
    // Half away from zero on the decimal digits, not on the binary double.
    expect([readMoney({ value: '1.005' }).cents, readMoney({ value: 3.255 }).cents, readMoney({ value: '-1.005' }).cents]).toEqual([101, 326, -101]);
    expect(['+7', '.5', '5.', '1e2', '2.5E-1', '007'].map((value) => readMoney({ value }).cents)).toEqual([700, 50, 500, 10000, 25, 700]);
    expect([' 5 ', '0x10', '1,000', '1_0', '', '.', '-', true, null].map((value) => readMoney({ value }).cents)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(readMoney({ value: 'x' })).toEqual({ cents: 0, currency: 'USD' });
    expect(readMoney({ value: '1e307' })).toEqual({ cents: 0, currency: 'USD' }); // beyond a number once scaled
    expect(readMoney(undefined)).toEqual({ cents: 0, currency: 'USD' });
  });
});

describe('context products in commerce\'s shape', () => {
  const item = { structuredContent: { productType: 1, variants: [
    { priceMoney: usd('30'), salePriceMoney: usd('20'), onSale: true, qtyInStock: '3', unlimited: 'yes', price: 3000, salePrice: '2000' },
    { priceMoney: { value: '25', currency: 'EUR' }, onSale: 'true', qtyInStock: -2, unlimited: true },
    'not a variant',
  ] } };

  it('knows codes 1-4 only, as numbers', () => {
    expect([1, 2, 3, 4, 5, 0, '1', null].map((productType) => contextProductType({ structuredContent: { productType } })))
      .toEqual(['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD', null, null, null, null]);
    const unknown = { structuredContent: { productType: 9, variants: [{}] } };
    expect([contextState(unknown), contextPrices(unknown), legacyPrices(unknown)]).toEqual([null, null, null]);
  });

  it('reads sale flags (only `true`) and stock (positive numbers, numeric text too)', () => {
    expect(contextState(item)).toEqual({ productType: 'PHYSICAL', variants: [
      { onSale: true, qtyInStock: 3, unlimited: false },
      { onSale: false, qtyInStock: 0, unlimited: true },
      { onSale: false, qtyInStock: 0, unlimited: false },
    ] });
  });

  it('uses variants that already have commerce\'s field types as they are', () => {
    const clean = { structuredContent: { productType: 3, variants: [{ onSale: true, qtyInStock: 0 }, { unlimited: false, qtyInStock: NaN }] } };
    const state = contextState(clean);
    expect(state?.variants).toBe(clean.structuredContent.variants);
    expect(state?.productType).toBe('SERVICE');
  });

  it('reads each price point with the currency of each price', () => {
    expect(contextPrices(item)?.variants).toEqual([
      { priceCents: 3000, salePriceCents: 2000, onSale: true, priceCurrency: 'USD', saleCurrency: 'USD' },
      { priceCents: 2500, salePriceCents: 0, onSale: false, priceCurrency: 'EUR', saleCurrency: 'USD' },
      { priceCents: 0, salePriceCents: 0, onSale: false, priceCurrency: 'USD', saleCurrency: 'USD' },
    ]);
  });

  it('prices varied-prices? by the legacy cent fields, a missing one NaN', () => {
    expect(legacyPrices(item)?.variants).toEqual([
      { priceCents: 3000, salePriceCents: 2000, onSale: true },
      { priceCents: NaN, salePriceCents: NaN, onSale: false },
      { priceCents: NaN, salePriceCents: NaN, onSale: false },
    ]);
  });

  it('gives a digital good one variant, from structuredContent (its variants are not its price)', () => {
    const digital = { structuredContent: { productType: 2, priceMoney: usd('9.99'), salePriceMoney: usd('4.5'), onSale: true,
      variants: [{ priceMoney: usd('1'), onSale: false, qtyInStock: 5 }, { priceMoney: usd('2') }] } };
    expect(contextState(digital)?.variants).toEqual([{ onSale: true, qtyInStock: 0, unlimited: false }]);
    expect(contextPrices(digital)?.variants).toEqual([
      { priceCents: 999, salePriceCents: 450, onSale: true, priceCurrency: 'USD', saleCurrency: 'USD' },
    ]);
    expect(legacyPrices(digital)?.variants).toEqual([]);
  });

  it('reads stock that is not a positive number as none', () => {
    expect([5, '2', 0, -1, 'x', null, true].map((qtyInStock) => stock({ qtyInStock }).qtyInStock)).toEqual([5, 2, 0, 0, 0, 0, 1]);
  });
});
