/** How a member area's access reads in lists: free, or the membership's price per period. */
import type { MemberArea } from '../../api/types.ts';
import { formatBillingPeriod } from '../../format.ts';
import { formatCents } from '../../money.ts';

/**
 * @example accessLabel({ access: 'free', product: null }) // 'Free'
 * @example accessLabel({ access: 'paid', product: { priceCents: 900, currency: 'USD', billingPeriod: { value: 1, unit: 'MONTH' } } }) // 'Paid: $9.00 every month'
 */
export function accessLabel(area: Pick<MemberArea, 'access'> & { product: Pick<NonNullable<MemberArea['product']>, 'priceCents' | 'currency' | 'billingPeriod'> | null }): string {
  if (area.access === 'free') return 'Free';
  const product = area.product;
  if (!product) return 'Paid: no product to sell (edit the area to set a price)';
  const period = product.billingPeriod ? ` ${formatBillingPeriod(product.billingPeriod)}` : '';
  return `Paid: ${formatCents(product.priceCents, product.currency)}${period}`;
}
