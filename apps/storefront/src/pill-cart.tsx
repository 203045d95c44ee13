/**
 * The PillCart island (client only): a fixed, pill-shaped link to /cart with
 * the item count and the subtotal, zero fractions trimmed (storefront §2, §9).
 * A plain link in its own browsing context, never `target="_top"`: inside the
 * editor's preview frame (same origin, under /config) a click sets the frame's
 * URL to the cart and the editor stays (storefront.md §2, the Cart page row) —
 * at no cost to the product page's JavaScript budget.
 */
import { cartAriaLabel, pillCartCountText, pillCartSubtotalText, showsPillCart, type ShoppingCart } from '@plinth/commerce';
import { useStore } from './use-store.ts';

/** Where the pill leads. */
export const CART_PATH = '/cart';

/** Props of {@link PillCart}; all optional (the layout renders it with `{}`). */
export interface PillCartProps {
  /** The site is in express checkout: no pill. */
  expressCheckout?: boolean;
  /** The site uses a custom cart: no pill. */
  customCart?: boolean;
  /** The page path; default the browser's. */
  path?: string;
}

/** Props of {@link PillCartView}: the pill for a given cart and page. */
export interface PillCartViewProps extends PillCartProps {
  cart: ShoppingCart | null;
  path: string;
}

/** The pill itself, without the store (tested on the server). */
export function PillCartView({ cart, path, expressCheckout = false, customCart = false }: PillCartViewProps) {
  const count = cart?.totalQuantity ?? 0;
  if (!cart || !showsPillCart({ count, path, expressCheckout, customCart })) return null;
  const countText = pillCartCountText(count);
  const subtotalText = pillCartSubtotalText(cart.subtotalCents, cart.currency);
  // The spoken label, then the visible text: a link's name must contain what it shows (WCAG 2.5.3).
  return (
    <a className="plinth-pill-cart" href={CART_PATH} aria-label={`${cartAriaLabel(count)}: ${countText} ${subtotalText}`}>
      <svg className="plinth-pill-cart__icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path d="M6 7h12l-1 13H7L6 7zm3 0a3 3 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span className="plinth-pill-cart__count">{countText}</span>
      <span className="plinth-pill-cart__subtotal">{subtotalText}</span>
    </a>
  );
}

/** Renders the pill for the shared store's cart, when it holds at least one item (and the page allows it). */
export function PillCart({ path, ...props }: PillCartProps) {
  const cart = useStore((state) => state.cart);
  return <PillCartView {...props} cart={cart} path={path ?? globalThis.location?.pathname ?? '/'} />;
}
