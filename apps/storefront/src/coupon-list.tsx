/**
 * The discounts of a checkout: the automatic ones that apply, the applied
 * codes (each removable) and the refused ones with the reason.
 */
import type { CheckoutCart } from './checkout-types.ts';

/** Reason texts for refused coupons (the spec words none; Plinth's wording). */
export const COUPON_REASONS: Record<string, string> = {
  DUPLICATE: 'already applied',
  NOT_FOUND: 'not a valid code',
  NOT_STARTED: 'not active yet',
  EXPIRED: 'expired',
  USED_UP: 'no longer available',
  ALREADY_USED: 'already used',
  NOT_APPLICABLE: 'does not apply to the items in your cart',
  MINIMUM_NOT_MET: 'order minimum not met',
  NOT_STACKABLE: 'cannot be combined with another coupon',
};

/** Props of {@link CouponList}. */
export interface CouponListProps {
  cart: Pick<CheckoutCart, 'validCoupons' | 'invalidCoupons'> & Partial<Pick<CheckoutCart, 'automaticDiscounts'>>;
  onRemove(code: string): void;
}

/** Renders the lists (nothing when there are no discounts). */
export function CouponList({ cart, onRemove }: CouponListProps) {
  const automatic = cart.automaticDiscounts ?? [];
  if (cart.validCoupons.length === 0 && cart.invalidCoupons.length === 0 && automatic.length === 0) return null;
  return (
    <ul className="plinth-coupons">
      {automatic.map((discount) => (
        <li key={`auto-${discount.title}`} className="plinth-coupons__valid">
          {`${discount.title} applied`}
        </li>
      ))}
      {cart.validCoupons.map((coupon) => (
        <li key={`ok-${coupon.code}`} className="plinth-coupons__valid">
          <span>Coupon {coupon.code} applied</span>{' '}
          <button type="button" className="plinth-link-button" onClick={() => onRemove(coupon.code)} aria-label={`Remove coupon ${coupon.code}`}>
            Remove
          </button>
        </li>
      ))}
      {cart.invalidCoupons.map((coupon) => (
        <li key={`no-${coupon.code}`} className="plinth-coupons__invalid">
          Coupon {coupon.code} not applied: {COUPON_REASONS[coupon.reason] ?? coupon.reason.toLowerCase()}
        </li>
      ))}
    </ul>
  );
}
