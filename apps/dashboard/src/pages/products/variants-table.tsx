import { DEFAULT_CURRENCY, isSupportedCurrency } from '@plinth/commerce';
import type { OwnerProduct, OwnerVariant } from '../../api/types.ts';
import { VariantRow } from './variant-row.tsx';

/** Props of {@link VariantsTable}. */
export interface VariantsTableProps {
  product: OwnerProduct;
  onVariant(variant: OwnerVariant): void;
  onVariantRemoved(id: string): void;
}

/** The expanded part of a product row: its variants with their prices and stock, editable inline. */
export function VariantsTable({ product, onVariant, onVariantRemoved }: VariantsTableProps) {
  if (!product.variants.length) return <p className="empty">This product has no variants.</p>;
  return (
    <table className="table table--nested">
      <caption className="visually-hidden">Variants of {product.title}</caption>
      <thead>
        <tr>
          <th scope="col">SKU</th>
          <th scope="col">Options</th>
          <th scope="col">Price</th>
          <th scope="col">Sale price</th>
          <th scope="col">On sale</th>
          <th scope="col">Stock</th>
          <th scope="col">Unlimited</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {product.variants.map((variant) => (
          <VariantRow
            key={variant.id}
            variant={variant}
            currency={isSupportedCurrency(product.currency) ? product.currency : DEFAULT_CURRENCY}
            lastVariant={product.variants.length === 1}
            onChange={onVariant}
            onRemoved={() => onVariantRemoved(variant.id)}
          />
        ))}
      </tbody>
    </table>
  );
}
