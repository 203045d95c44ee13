import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, productTypeCode, productTypeName, templateProductTypeName } from './product-types.ts';

describe('product type codes (platform.md §3)', () => {
  it('converts every name to its code and back', () => {
    for (const [name, code] of Object.entries(PRODUCT_TYPES)) {
      expect(productTypeCode(name as keyof typeof PRODUCT_TYPES)).toBe(code);
      expect(productTypeName(code)).toBe(name);
    }
  });

  it('matches numbers only, and nothing outside the table', () => {
    for (const odd of ['1', 1.5, 0, 6, -1, NaN, null, undefined, true, [1], { code: 1 }]) expect(productTypeName(odd)).toBeNull();
  });

  it('leaves PAYWALL out of the template layer', () => {
    expect([1, 2, 3, 4, 5].map(templateProductTypeName)).toEqual(['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD', null]);
    expect(templateProductTypeName('2')).toBeNull();
  });
});
