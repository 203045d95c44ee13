/**
 * The InstallmentBadge island (storefront §3, §4, §5; platform.md §5, §9):
 * 'or 4 interest-free payments of $25.00 with' + the provider's badge when the
 * price is in range, else 'available for orders up to / over {amount}'; only
 * when every item of the cart and the product itself are physical. Its info
 * button opens the provider's popup (HTML served per locale; the popup is a
 * lazy chunk).
 */
import { useCallback, useState, type ComponentType } from 'react';
import { installmentBadgeAt, type CurrencyCode, type InstallmentContext, type InstallmentPlacement } from '@plinth/commerce';
import { loadInstallmentModal } from './installment-api.ts';
import type { InstallmentPopupProps } from './installment-popup.tsx';
import { useStore } from './use-store.ts';

/** Props of {@link InstallmentBadge}. */
export interface InstallmentBadgeProps {
  priceCents: number;
  currency: CurrencyCode;
  context: InstallmentContext;
  /** The site's badge locale, provider and popup, resolved by the server (`installmentPlacement`); null: none. */
  placement: InstallmentPlacement | null;
  /** The product's type on a product page; absent on the cart page (the cart's lines count). */
  productType?: string;
}

/** Provider names as shown in the badge. */
export const PROVIDER_NAMES = { afterpay: 'Afterpay', clearpay: 'Clearpay' } as const;

/** Renders the badge, or nothing when instalments do not apply. */
export function InstallmentBadge({ priceCents, currency, context, placement, productType }: InstallmentBadgeProps) {
  const cartTypes = useStore((state) => state.cart?.entries);
  const [popup, setPopup] = useState<{ html: string; Popup: ComponentType<InstallmentPopupProps> } | null>(null);
  const close = useCallback(() => setPopup(null), []);
  const types = [...(productType ? [productType] : []), ...(cartTypes ?? []).map((entry) => entry.productType)];
  const badge = installmentBadgeAt({ priceCents, currency, context, cartProductTypes: types }, placement);
  if (!badge.show || !placement) return null;
  const name = PROVIDER_NAMES[badge.provider];
  const path = placement.modalPath;

  async function open() {
    const html = await loadInstallmentModal(path);
    if (html === null) return;
    try {
      const { InstallmentPopup } = await import('./installment-popup.tsx');
      setPopup({ html, Popup: InstallmentPopup });
    } catch (error) {
      console.warn('The instalment popup could not load', error);
    }
  }

  const logo = <span className={`plinth-installment__badge plinth-installment__badge--${badge.provider}`}>{name}</span>;
  return (
    <div className="plinth-installment">
      <p className="plinth-installment__text">
        {badge.inRange ? <>{badge.text} {logo}</> : <>{logo} {badge.text}</>}{' '}
        <button type="button" className="plinth-installment__info" aria-haspopup="dialog" aria-label={`About ${name}`} onClick={() => void open()}>
          i
        </button>
      </p>
      {popup && <popup.Popup html={popup.html} label={name} onClose={close} />}
    </div>
  );
}
