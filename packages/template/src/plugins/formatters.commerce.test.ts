import { describe, expect, it } from 'vitest';
import { goldens } from '../golden.helper.ts';
import { subscriptionText } from './subscription.ts';

const usd = (value: string) => ({ value, currency: 'USD' });
const physical = (...variants: object[]) => ({ id: 'p1', structuredContent: { productType: 1, variants } });
const native = (n: string) => `<span class="sqs-money-native">${n}</span>`;
const sub = (unit: string, value: number, numBillingCycles: number) => ({
  id: 'p1',
  structuredContent: {
    productType: 1, isSubscribable: true, subscriptionPlan: { billingPeriod: { value, unit }, numBillingCycles },
    variants: [{ priceMoney: usd('10'), price: 1000 }],
  },
});

goldens('commerce prices', [
  {
    t: '{p|from-price}/{p|normal-price}/{p|sale-price}',
    d: { p: { structuredContent: { productType: 1, variants: [{ priceMoney: { value: '30' }, onSale: true, salePriceMoney: { value: '20' } }, { priceMoney: { value: '25' } }] } } },
    out: '2000/3000/2000',
  },
  { t: '{p|from-price}/{p|sale-price}', d: { p: physical({ priceMoney: usd('5') }) }, out: '500/0' },
  { t: '{p|from-price}/{p|normal-price}', d: { p: { structuredContent: { productType: 2, priceMoney: usd('9.99'), onSale: true, salePriceMoney: usd('4.5') } } }, out: '450/999' },
  { t: '{p|from-price}/{p|normal-price}', d: { p: { structuredContent: { productType: 9, variants: [{ priceMoney: usd('1') }] } } }, out: '0/0' },
  { t: '{p|product-price}', d: { p: physical({ priceMoney: usd('1234.5'), price: 123450 }) }, out: `<div class="product-price">${native('1,234.50')}</div>` },
  {
    t: '{p|product-price}', d: { p: physical({ priceMoney: usd('30'), price: 3000 }), featureFlags: { useCLDRMoneyFormat: true } },
    out: '<div class="product-price">$30.00</div>',
  },
  {
    t: '{p|product-price}', d: { p: physical({ priceMoney: { value: '30', currency: 'EUR' } }), featureFlags: { useCLDRMoneyFormat: true } },
    out: '<div class="product-price">€30.00</div>',
  },
  {
    t: '{p|product-price}', d: { p: physical({ priceMoney: usd('30'), price: 3000, onSale: true, salePrice: 2000, salePriceMoney: usd('20') }) },
    out: `<div class="product-price"><span class="visually-hidden">Sale Price:</span> ${native('20.00')} <span class="visually-hidden">Original Price:</span> <del class="original-price">${native('30.00')}</del></div>`,
  },
  {
    t: '{p|product-price}', d: { p: physical({ priceMoney: usd('30'), price: 3000 }, { priceMoney: usd('20'), price: 2000 }) },
    out: `<div class="product-price">from ${native('20.00')}</div>`,
  },
  {
    t: '{p|product-price}',
    d: { p: physical({ priceMoney: usd('30'), price: 3000 }, { priceMoney: usd('20'), price: 2000 }), localizedStrings: { productPriceFromText: 'ab {fromPrice} cd' }, featureFlags: { useCLDRMoneyFormat: true } },
    out: '<div class="product-price">ab $20.00 cd</div>',
  },
  { t: '{p|product-price}', d: { p: sub('MONTH', 1, 12) }, out: `<div class="product-price">${native('10.00')} every month for 1 year</div>` },
  { t: '{p|product-price}', d: { p: sub('WEEK', 2, 0), featureFlags: { useCLDRMoneyFormat: true } }, out: '<div class="product-price">$10.00 every 2 weeks</div>' },
  { t: '{p|product-price}', d: { p: { structuredContent: { productType: 1, isSubscribable: true, variants: [{ priceMoney: usd('10') }] } } }, out: '<div class="product-price">Unavailable</div>' },
  {
    t: '{p|subscription-price}',
    d: {
      featureFlags: { useCLDRMoneyFormat: true },
      p: {
        structuredContent: {
          productType: 1, isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 1, unit: 'YEAR' }, numBillingCycles: 1 },
          variants: [
            { priceMoney: usd('10'), pricingOptions: [{ priceMoney: usd('9'), onSale: true, salePriceMoney: usd('8') }] },
            { priceMoney: usd('12'), pricingOptions: [{ priceMoney: usd('8.5') }] },
          ],
        },
      },
    },
    out: '<div class="subscription-price">$8.00 every year for 1 year</div>',
  },
]);

describe('subscriptionText (platform.md §9 forms)', () => {
  const cases: [string, number, number, string][] = [
    ['WEEK', 1, 0, 'P every week'],
    ['MONTH', 1, 0, 'P every month'],
    ['YEAR', 1, 0, 'P every year'],
    ['WEEK', 2, 0, 'P every 2 weeks'],
    ['MONTH', 3, 0, 'P every 3 months'],
    ['YEAR', 2, 0, 'P every 2 years'],
    ['WEEK', 1, 3, 'P every week for 3 weeks'],
    ['WEEK', 1, 1, 'P every week for 1 week'],
    ['WEEK', 1, 52, 'P every week for 1 year'],
    ['WEEK', 2, 52, 'P every 2 weeks for 2 years'],
    ['MONTH', 3, 3, 'P every 3 months for 9 months'],
    ['MONTH', 1, 12, 'P every month for 1 year'],
    ['MONTH', 6, 4, 'P every 6 months for 2 years'],
    ['YEAR', 1, 3, 'P every year for 3 years'],
    ['DAY', 1, 3, 'Unavailable'],
    ['MONTH', 0, 3, 'Unavailable'],
  ];
  for (const [unit, value, cycles, text] of cases) {
    it(`${value} ${unit} × ${cycles}`, () => expect(subscriptionText('P', { billingPeriod: { value, unit }, numBillingCycles: cycles })).toBe(text));
  }
  it('no plan', () => expect(subscriptionText('P', undefined)).toBe('Unavailable'));
});

const soldOut = physical({ qtyInStock: 0, onSale: true });
goldens('commerce text formatters', [
  { t: '{p|product-status}', d: { p: soldOut }, out: '<div class="product-mark sold-out">sold out</div>' },
  { t: '{p|product-status}', d: { p: physical({ qtyInStock: 2, onSale: true }) }, out: '<div class="product-mark sale">sale</div>' },
  { t: '{p|product-status}', d: { p: physical({ qtyInStock: 2 }) }, out: '' },
  { t: '{p|product-status}', d: { p: soldOut, productMerchandisingContext: { p1: { customSoldOutText: 'Gone' } }, localizedStrings: { productSoldOutText: 'LS' } }, out: '<div class="product-mark sold-out">Gone</div>' },
  { t: '{p|product-status}', d: { p: soldOut, localizedStrings: { productSoldOutText: 'Épuisé' } }, out: '<div class="product-mark sold-out">Épuisé</div>' },
  { t: '{p|product-status}', d: { p: physical({ unlimited: true, onSale: true }), localizedStrings: { productSaleText: 'Promo' } }, out: '<div class="product-mark sale">Promo</div>' },
  { t: '{p|product-scarcity}', d: { p: physical({ qtyInStock: 3 }), productMerchandisingContext: { p1: { scarcityEnabled: true, scarcityShownByDefault: true } } }, out: '<div class="product-scarcity">Only 3 left in stock</div>' },
  { t: '{p|product-scarcity}', d: { p: physical({ qtyInStock: 3 }, { qtyInStock: 1 }), productMerchandisingContext: { p1: { scarcityEnabled: true, scarcityText: '{quantity, plural, one {# left} other {# left!}}' } } }, out: '<div class="product-scarcity" hidden>4 left!</div>' },
  { t: '{p|product-scarcity}', d: { p: physical({ qtyInStock: 3 }), productMerchandisingContext: { p1: { scarcityEnabled: false } } }, out: '' },
  { t: '{p|product-scarcity}', d: { p: physical({ qtyInStock: 3 }) }, out: '' },
  { t: '{p|product-scarcity}', d: { p: physical({ unlimited: true }), productMerchandisingContext: { p1: { scarcityEnabled: true } } }, out: '' },
  { t: '{c|cart-quantity}|{c|cart-subtotal}|{c|cart-url}', d: { c: { entries: [{ quantity: 2 }, { quantity: 3 }] } }, out: '<span class="sqs-cart-quantity">5</span>|deprecated, do not use|/cart' },
  { t: '{c|cart-quantity}', d: {}, out: '<span class="sqs-cart-quantity">0</span>' },
  { t: '{v|variant-descriptor}', d: { v: { optionValues: [{ optionName: 'Size', value: 'L' }, { optionName: 'Color', value: 'Red' }] } }, out: 'L / Red' },
  { t: '{p|product-quick-view}', d: { p: { id: 'x' } }, out: '<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="x" data-group="">Quick View</span>' },
  { t: '{p|product-quick-view g1}', d: { p: { id: 'x"' }, localizedStrings: { productQuickViewText: 'Peek' } }, out: '<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="x&quot;" data-group="g1">Peek</span>' },
  { t: '{n|bookkeeper-money-format}|{n|percentage-format}|{n|percentage-format trim}', d: { n: 123456 }, out: '$1,234.56|123,456.00|123,456' },
  { t: '{n|bookkeeper-money-format}', d: { n: 123456 }, opts: { locale: 'en-GB' }, out: '£1,234.56' },
  { t: '{n|percentage-format}|{n|percentage-format trim}|{m|percentage-format}', d: { n: 12.3456, m: 'x' }, out: '12.346|12.346|' },
]);

const field = (f: object) => ({ f });
const wrap = (title: string, answer: string) => `<div style="font-size:11px; margin-top:3px">\n  <span style="font-weight:bold;">${title}:</span> ${answer}\n</div>`;
goldens('summary-form-field', [
  { t: '{f|summary-form-field}', d: field({ type: 'text', rawTitle: 'Name', value: '' }), out: wrap('Name', 'N/A') },
  { t: '{f|summary-form-field}', d: { ...field({ type: 'text', rawTitle: 'Name' }), localizedStrings: { productSummaryFormNoAnswerText: 'None' } }, out: wrap('Name', 'None') },
  { t: '{f|summary-form-field}', d: field({ type: 'text', rawTitle: 'Name', value: 'Bob & co' }), out: wrap('Name', 'Bob &amp; co') },
  {
    t: '{f|summary-form-field}', d: field({ type: 'address', rawTitle: 'Addr', values: { Line1: '1 Main', Line2: '', City: 'NYC', State: 'NY', Zip: '10001', Country: 'US' } }),
    out: wrap('Addr', '<div style="padding-left:5px;">\n  <div>1 Main</div>\n  <div>NYC, NY 10001 US</div>\n</div>'),
  },
  { t: '{f|summary-form-field}', d: field({ type: 'checkbox', rawTitle: 'C', values: ['a', 'b'] }), out: wrap('C', 'a, b') },
  { t: '{f|summary-form-field}', d: field({ type: 'checkbox', rawTitle: 'C', values: [] }), out: wrap('C', 'N/A') },
  {
    t: '{f|summary-form-field}', d: field({ type: 'likert', rawTitle: 'L', values: { Q1: '2', Q2: '-1' } }),
    out: wrap('L', '<div style="padding-left:5px;">\n  <div><span style="font-weight:bold;">Q1:</span> Strongly Agree</div>\n  <div><span style="font-weight:bold;">Q2:</span> Disagree</div>\n</div>'),
  },
  { t: '{f|summary-form-field}', d: field({ type: 'name', rawTitle: 'N', values: { First: 'A', Last: 'B' } }), out: wrap('N', 'A B') },
  { t: '{f|summary-form-field}', d: field({ type: 'phone', rawTitle: 'P', values: { countryCode: '1', areaCode: '555', prefix: '123', line: '4567' } }), out: wrap('P', '+1 555-123-4567') },
  { t: '{f|summary-form-field}', d: field({ type: 'time', rawTitle: 'T', values: { hour: '3', minute: '5', second: '0', ampm: 'PM' } }), out: wrap('T', '03:05:00 PM') },
  { t: '{f|summary-form-field}', d: field({ type: 'date', rawTitle: 'D', values: { month: '1', day: '5', year: '2023' } }), out: wrap('D', '1/5/2023') },
  { t: '{f|summary-form-field}', d: field({ type: 'date', rawTitle: 'D', values: {} }), out: wrap('D', 'N/A') },
]);
