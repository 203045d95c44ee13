/**
 * One variant, edited in place: price, sale price and 'on sale' saved
 * together; stock moved by a delta (+/−), so a sale that happens meanwhile is
 * not overwritten; 'unlimited' saved on toggle; removal behind a confirm.
 */
import { useState } from 'react';
import type { OwnerVariant } from '../../api/types.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Failure } from '../../components/status-views.tsx';
import { useSession } from '../../components/session.ts';
import { useAction } from '../../components/use-action.ts';
import { centsToInput, inputToCents } from '../../money.ts';
import type { CurrencyCode } from '@plinth/commerce';
import { roleAllows } from '@plinth/platform';
import { useProductCalls, type VariantChanges } from './products-api.ts';

/** Props of {@link VariantRow}. */
export interface VariantRowProps {
  variant: OwnerVariant;
  currency: CurrencyCode;
  /** A product keeps at least one variant: its last one cannot be removed. */
  lastVariant: boolean;
  onChange(variant: OwnerVariant): void;
  onRemoved(): void;
}

export function VariantRow({ variant, currency, lastVariant, onChange, onRemoved }: VariantRowProps) {
  const { contributor } = useSession();
  const { updateVariant, moveStock, removeVariant } = useProductCalls();
  const mayEdit = roleAllows(contributor.role, 'products:write');
  const mayMoveStock = roleAllows(contributor.role, 'inventory:write');
  const [price, setPrice] = useState(centsToInput(variant.priceCents, currency));
  const [salePrice, setSalePrice] = useState(centsToInput(variant.salePriceCents, currency));
  const [onSale, setOnSale] = useState(variant.onSale);
  const [step, setStep] = useState('1');
  const [confirming, setConfirming] = useState(false);
  const save = useAction(async (changes: VariantChanges) => onChange(await updateVariant(variant.id, changes)));
  const stock = useAction(async (delta: number) => onChange(await moveStock(variant.id, delta)));
  const remove = useAction(() => removeVariant(variant.id));

  const priceCents = inputToCents(price, currency);
  const salePriceCents = inputToCents(salePrice, currency);
  const dirty = priceCents !== variant.priceCents || salePriceCents !== variant.salePriceCents || onSale !== variant.onSale;
  const valid = priceCents !== null && salePriceCents !== null;
  const stepValue = Number(step);
  const validStep = Number.isInteger(stepValue) && stepValue > 0;
  const options = Object.entries(variant.attributes).map(([name, value]) => `${name}: ${value}`).join(', ');
  const label = variant.sku || options || 'variant';
  const error = save.error ?? stock.error ?? remove.error;
  const retry = save.error ? save.retry : stock.error ? stock.retry : remove.retry;

  return (
    <tr>
      <th scope="row">{variant.sku || '—'}</th>
      <td>{options || '—'}</td>
      <td>
        <input
          className="input--money"
          inputMode="decimal"
          aria-label={`Price of ${label} (${currency})`}
          aria-invalid={priceCents === null}
          value={price}
          disabled={!mayEdit}
          onChange={(e) => setPrice(e.target.value)}
        />
      </td>
      <td>
        <input
          className="input--money"
          inputMode="decimal"
          aria-label={`Sale price of ${label} (${currency})`}
          aria-invalid={salePriceCents === null}
          value={salePrice}
          disabled={!mayEdit}
          onChange={(e) => setSalePrice(e.target.value)}
        />
      </td>
      <td>
        <input type="checkbox" aria-label={`${label} on sale`} checked={onSale} disabled={!mayEdit} onChange={(e) => setOnSale(e.target.checked)} />
      </td>
      <td>
        <div className="stock">
          <span className="stock__count" aria-label={`Stock of ${label}`}>
            {variant.unlimited ? '∞' : variant.qtyInStock}
          </span>
          {mayMoveStock && !variant.unlimited && (
            <>
              <button type="button" className="button button--small" aria-label={`Remove ${step} from stock of ${label}`} disabled={stock.busy || !validStep} onClick={() => stock.run(-stepValue)}>
                −
              </button>
              <input className="input--step" type="number" min={1} step={1} aria-label={`Stock change for ${label}`} value={step} onChange={(e) => setStep(e.target.value)} />
              <button type="button" className="button button--small" aria-label={`Add ${step} to stock of ${label}`} disabled={stock.busy || !validStep} onClick={() => stock.run(stepValue)}>
                +
              </button>
            </>
          )}
        </div>
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={`${label} has unlimited stock`}
          checked={variant.unlimited}
          disabled={!mayEdit || save.busy}
          onChange={(e) => save.run({ unlimited: e.target.checked })}
        />
      </td>
      <td className="actions">
        {mayEdit && (
          <>
            <button
              type="button"
              className="button button--primary button--small"
              disabled={!dirty || !valid || save.busy}
              onClick={() => save.run({ priceCents: priceCents!, salePriceCents: salePriceCents!, onSale })}
            >
              Save<span className="visually-hidden"> {label}</span>
            </button>
            {!lastVariant && (
              <button type="button" className="button button--quiet button--small" disabled={remove.busy} onClick={() => setConfirming(true)}>
                Remove<span className="visually-hidden"> {label}</span>
              </button>
            )}
          </>
        )}
        {error && <Failure message={error} onRetry={retry} />}
        {confirming && (
          <ConfirmDialog
            title="Remove variant?"
            message={`The variant ${label} will be removed from the product.`}
            confirmLabel="Remove variant"
            onClose={async (confirmed) => {
              setConfirming(false);
              if (confirmed && (await remove.run())) onRemoved();
            }}
          />
        )}
      </td>
    </tr>
  );
}
