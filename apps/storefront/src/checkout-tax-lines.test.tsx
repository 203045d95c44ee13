import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckoutTotals, taxLineLabel } from './checkout-totals.tsx';

describe('CheckoutTotals tax lines (issue 30 item 5)', () => {
  it('shows one line per tax rate, an included VAT marked so', () => {
    const html = renderToString(
      <CheckoutTotals
        currency="EUR"
        subtotalCents={2200}
        discountCents={0}
        shippingCostCents={490}
        taxCents={429}
        grandTotalCents={2690}
        taxLines={[{ name: 'VAT', rateBasisPoints: 1900, included: true, taxCents: 429 }]}
      />,
    );
    expect(html).toContain('VAT 19% (included)');
    expect(html).toContain('€4.29');
    expect(html).not.toContain('>Tax<');
    expect(taxLineLabel({ name: 'NY State Tax', rateBasisPoints: 887.5 })).toBe('NY State Tax 8.875%');
  });
});
