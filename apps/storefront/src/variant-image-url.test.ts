import { describe, expect, it } from 'vitest';
import { variantImageUrl } from './variant-image-url.ts';
import { tshirt, variant } from './test-fixtures.ts';

describe('variantImageUrl', () => {
  const shirt = tshirt();
  it('is null while nothing is chosen', () => {
    expect(variantImageUrl(shirt, {})).toBeNull();
    expect(variantImageUrl(shirt, { Size: '', Color: '' })).toBeNull();
  });
  it('uses the image of a fully selected variant', () => {
    expect(variantImageUrl(shirt, { Size: 'M', Color: 'Blue' })).toBe('/img/blue.jpg');
  });
  it('uses the image shared by the variants a partial selection narrows to', () => {
    expect(variantImageUrl(shirt, { Color: 'Red' })).toBe('/img/red.jpg');
  });
  it('is null when the narrowed variants differ in image, or have none', () => {
    expect(variantImageUrl(shirt, { Size: 'M' })).toBeNull();
    const plain = tshirt({ variants: [variant('a', { Size: 'S' }), variant('b', { Size: 'M' })], variantOptionOrdering: [] });
    expect(variantImageUrl(plain, { Size: 'S' })).toBeNull();
  });
  it('is null when nothing matches', () => {
    expect(variantImageUrl(shirt, { Color: 'Green' })).toBeNull();
  });
});
