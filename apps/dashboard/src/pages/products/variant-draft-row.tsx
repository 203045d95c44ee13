import type { CurrencyCode } from '@plinth/commerce';
import { centsToInput } from '../../money.ts';
import type { VariantDraft } from './product-draft.ts';

/** Props of {@link VariantDraftRow}. */
export interface VariantDraftRowProps {
  index: number;
  /** Option names, in order; one value field each. */
  options: string[];
  variant: VariantDraft;
  /** The site currency: the price placeholder shows its fraction digits. */
  currency: CurrencyCode;
  onChange(variant: VariantDraft): void;
  /** Absent for the only row: a product has at least one variant. */
  onRemove?: () => void;
}

/** One variant of the add-product form: option values, SKU, price, stock, unlimited. */
export function VariantDraftRow({ index, options, variant, currency, onChange, onRemove }: VariantDraftRowProps) {
  const n = index + 1;
  const set = (changes: Partial<VariantDraft>) => onChange({ ...variant, ...changes });
  return (
    <div className="variant-draft" role="group" aria-label={`Variant ${n}`}>
      {options.map((option) => (
        <label className="field field--compact" key={option}>
          <span className="field__label">{option}</span>
          <input value={variant.values[option] ?? ''} onChange={(e) => set({ values: { ...variant.values, [option]: e.target.value } })} />
        </label>
      ))}
      <label className="field field--compact">
        <span className="field__label">SKU</span>
        <input value={variant.sku} onChange={(e) => set({ sku: e.target.value })} />
      </label>
      <label className="field field--compact">
        <span className="field__label">Price</span>
        <input inputMode="decimal" className="input--money" placeholder={centsToInput(0, currency)} value={variant.price} onChange={(e) => set({ price: e.target.value })} />
      </label>
      <label className="field field--compact">
        <span className="field__label">Stock</span>
        <input type="number" min={0} step={1} className="input--step" disabled={variant.unlimited} value={variant.stock} onChange={(e) => set({ stock: e.target.value })} />
      </label>
      <label className="field field--check">
        <input type="checkbox" checked={variant.unlimited} onChange={(e) => set({ unlimited: e.target.checked })} />
        <span>Unlimited</span>
      </label>
      {onRemove && (
        <button type="button" className="button button--quiet button--small" onClick={onRemove}>
          Remove variant {n}
        </button>
      )}
    </div>
  );
}
