import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { VariantImage } from './variant-image.tsx';
import { tshirt } from './test-fixtures.ts';

describe('VariantImage (server render)', () => {
  it('shows the fallback image with its size and alt text', () => {
    const html = renderToString(<VariantImage product={tshirt()} fallbackUrl="/img/main.jpg" alt="Plinth T-shirt" width={800} height={600} />);
    expect(html).toBe(
      '<picture class="plinth-variant-image"><img class="plinth-variant-image__img" src="/img/main.jpg" alt="Plinth T-shirt" width="800" height="600" decoding="async"/></picture>',
    );
  });
});
