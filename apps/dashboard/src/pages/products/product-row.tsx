/**
 * One product of the inventory: a summary row whose expander (a button with
 * aria-expanded) opens its variants for inline editing, and 'Remove' behind
 * a confirm dialog.
 */
import { useId, useState } from 'react';
import type { OwnerProduct } from '../../api/types.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Failure } from '../../components/status-views.tsx';
import { useSession } from '../../components/session.ts';
import { useAction } from '../../components/use-action.ts';
import { formatCents } from '../../money.ts';
import { roleAllows } from '@plinth/platform';
import { priceRange, totalStock, useProductCalls, withVariant } from './products-api.ts';
import { VariantsTable } from './variants-table.tsx';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';

/** Props of {@link ProductRow}. */
export interface ProductRowProps {
  product: OwnerProduct;
  onChange(product: OwnerProduct): void;
  onRemoved(): void;
}

/** A <tbody> per product, so the expanded variants stay with their row. */
export function ProductRow({ product, onChange, onRemoved }: ProductRowProps) {
  const { contributor } = useSession();
  const { removeProduct } = useProductCalls();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useAction(() => removeProduct(product.id));
  const panelId = useId();
  const stock = totalStock(product);
  const range = priceRange(product);
  const mayWrite = roleAllows(contributor.role, 'products:write');

  const closeDialog = async (confirmed: boolean) => {
    setConfirming(false);
    if (confirmed && (await remove.run())) onRemoved();
  };

  return (
    <tbody className={open ? 'product product--open' : 'product'}>
      <tr>
        <th scope="row">
          <button type="button" className="expander" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            <span className="expander__icon" aria-hidden="true">
              {open ? '▾' : '▸'}
            </span>
            {product.title}
          </button>
        </th>
        <td>{typeLabel(product.productType)}</td>
        <td className="num">{product.variants.length}</td>
        <td className="num">{stock === null ? 'Unlimited' : stock}</td>
        <td className="num">
          {range ? formatCents(range[0], product.currency) + (range[1] !== range[0] ? ` – ${formatCents(range[1], product.currency)}` : '') : '—'}
        </td>
        <td className="actions">
          <Link className="button button--quiet" href={hrefFor('product-photos', { id: product.id })}>
            Photos<span className="visually-hidden"> of {product.title}</span>
          </Link>
          <Link className="button button--quiet" href={hrefFor('product-description', { id: product.id })}>
            Edit description<span className="visually-hidden"> of {product.title}</span>
          </Link>
          {mayWrite && (
            <button type="button" className="button button--quiet" disabled={remove.busy} onClick={() => setConfirming(true)}>
              Remove<span className="visually-hidden"> {product.title}</span>
            </button>
          )}
          {remove.error && <Failure message={remove.error} onRetry={remove.retry} />}
          {confirming && (
            <ConfirmDialog
              title="Remove product?"
              message={`“${product.title}” and its ${product.variants.length} variant(s) will be removed from the store.`}
              confirmLabel="Remove product"
              onClose={closeDialog}
            />
          )}
        </td>
      </tr>
      <tr id={panelId} hidden={!open} className="product__variants">
        <td colSpan={6}>
          {open && (
            <VariantsTable
              product={product}
              onVariant={(variant) => onChange(withVariant(product, variant))}
              onVariantRemoved={(id) => onChange({ ...product, variants: product.variants.filter((v) => v.id !== id) })}
            />
          )}
        </td>
      </tr>
    </tbody>
  );
}

/** 'PHYSICAL' → 'Physical'. */
function typeLabel(type: string): string {
  return type.charAt(0) + type.slice(1).toLowerCase().replace('_', ' ');
}
