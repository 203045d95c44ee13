/**
 * The QuickViewButton island of product lists (platform.md §2, jsont.md §9
 * `product-quick-view`): a 'Quick View' button (or
 * `localizedStrings.productQuickViewText`) that opens the product in a
 * dialog — image, price, options, quantity and add to cart. The dialog is a
 * lazy chunk, loaded on the first press. Each opening is counted
 * (the contract's `recordQuickView`).
 */
import { useState, type ComponentType } from 'react';
import { urlOf } from '@plinth/api/client/prepare';
import { recordQuickView } from '@plinth/api/client/routes/recordQuickView';
import { MESSAGES } from '@plinth/commerce';
import { recordCensus } from './analytics/start.ts';
import type { QuickViewDialogProps } from './quick-view-dialog.tsx';

/** Props of {@link QuickViewButton}. */
export interface QuickViewButtonProps extends Omit<QuickViewDialogProps, 'onClose'> {
  /** Button text; default 'Quick View'. */
  label?: string;
}

/** Renders the button and, once opened, the dialog. */
export function QuickViewButton({ label = MESSAGES.widgetLabel.quickView, ...props }: QuickViewButtonProps) {
  const [Dialog, setDialog] = useState<ComponentType<QuickViewDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  async function show() {
    if (!Dialog) {
      try {
        const loaded = await import('./quick-view-dialog.tsx');
        setDialog(() => loaded.QuickViewDialog);
      } catch (error) {
        console.warn('Quick view could not load', error);
        return;
      }
    }
    setOpen(true);
    void recordCensus(urlOf(recordQuickView, { params: { id: props.product.id } }), 'quickView', { itemId: props.product.id });
  }
  return (
    <>
      <button type="button" className="plinth-quick-view__button" aria-haspopup="dialog" onClick={() => void show()}>
        {label}
        <span className="visually-hidden">: {props.product.title}</span>
      </button>
      {open && Dialog && <Dialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
