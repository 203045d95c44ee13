/**
 * The quick-view dialog (lazy chunk): the product's image, title, price,
 * options, quantity and add-to-cart button, in a modal dialog. Escape, the
 * close button and a click outside close it; Tab stays inside.
 */
import { useEffect, useRef } from 'react';
import { showsQuantityInput, type Product } from '@plinth/commerce';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { domId } from './dom-id.ts';
import type { LightboxForm } from './form-lightbox.tsx';
import { trapFocus } from './lightbox-layout.ts';
import { QuantityInput } from './quantity-input.tsx';
import { VariantImage } from './variant-image.tsx';
import { VariantSelect } from './variant-select.tsx';

/** Props of {@link QuickViewDialog}. */
export interface QuickViewDialogProps {
  product: Product;
  imageUrl: string;
  /** The price as the page shows it, e.g. 'from $48.00'. */
  priceText: string;
  url: string;
  expressCheckout: boolean;
  multipleQuantityAllowedForServices: boolean;
  additionalFieldsForm?: LightboxForm | null;
  radioOptions?: string[];
  /** Set (by the server) for a product with nothing left: a disabled button with these words replaces Add to Cart. */
  soldOutText?: string;
  onClose(): void;
}

/** Renders the dialog. */
export function QuickViewDialog({ product, imageUrl, priceText, url, expressCheckout, multipleQuantityAllowedForServices, additionalFieldsForm, radioOptions, soldOutText, onClose }: QuickViewDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = domId('plinth', product.id, 'quick-view-title');
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => opener?.focus?.();
  }, []);
  return (
    <div
      className="plinth-quick-view"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={(event) => {
        // An open alert handles its own Escape.
        if (event.key === 'Escape' && !(event.target as HTMLElement).closest('.plinth-alert')) return onClose();
        if (dialog.current && trapFocus(dialog.current, event, document.activeElement)) event.preventDefault();
      }}
    >
      <div ref={dialog} className="plinth-quick-view__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button type="button" ref={closeButton} className="plinth-quick-view__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <div className="plinth-quick-view__media">
          <VariantImage product={product} fallbackUrl={imageUrl} alt={product.title} width={600} height={600} />
        </div>
        <div className="plinth-quick-view__summary">
          <h2 className="plinth-quick-view__title" id={titleId}>{product.title}</h2>
          <p className="plinth-quick-view__price">{priceText}</p>
          {product.variants.length > 1 && <VariantSelect product={product} radioOptions={radioOptions} />}
          {soldOutText ? (
            // As the product page: nothing to count and nothing to press (issue 30).
            <div className="plinth-add-to-cart">
              <button type="button" className="plinth-add-to-cart__button plinth-add-to-cart__button--sold-out" disabled>
                {soldOutText}
              </button>
            </div>
          ) : (
            <>
              {showsQuantityInput(product, { multipleQuantityAllowedForServices }) && <QuantityInput product={product} multipleQuantityAllowedForServices={multipleQuantityAllowedForServices} />}
              <AddToCartButton product={product} expressCheckout={expressCheckout} additionalFieldsForm={additionalFieldsForm} addEventName="click_and_add" />
            </>
          )}
          <p><a href={url}>View full details</a></p>
        </div>
      </div>
    </div>
  );
}
