/**
 * The member area's fields: name, description, and access — free, or paid with the membership's
 * price (in the site currency) and billing period. Used by the new-area page and the area's page.
 */
import { useId } from 'react';
import { useSession } from '../../components/session.ts';
import type { MemberArea } from '../../api/types.ts';
import { productChangeNote } from './area-draft.ts';
import type { AreaDraft, PeriodUnit } from './area-draft.ts';

/** Props of {@link AreaFields}. */
export interface AreaFieldsProps {
  draft: AreaDraft;
  onChange(changes: Partial<AreaDraft>): void;
  /** The area being edited (none for a new one): says what a new price or period does to its product. */
  area?: MemberArea;
}

export function AreaFields({ draft, onChange, area }: AreaFieldsProps) {
  const { currency } = useSession();
  const note = productChangeNote(draft, currency, area);
  const id = useId();
  return (
    <>
      <label className="field">
        <span className="field__label">Name</span>
        <input required maxLength={100} value={draft.name} onChange={(e) => onChange({ name: e.target.value })} />
      </label>
      <label className="field">
        <span className="field__label">Description</span>
        <textarea rows={3} maxLength={1000} value={draft.description} aria-describedby={`${id}-description`} onChange={(e) => onChange({ description: e.target.value })} />
        <span className="field__hint" id={`${id}-description`}>
          Shown to visitors on the page that asks them to join.
        </span>
      </label>
      <fieldset className="fieldset">
        <legend>Access</legend>
        <label className="field--check">
          <input type="radio" name={`${id}-access`} value="free" checked={draft.access === 'free'} onChange={() => onChange({ access: 'free' })} />
          Free: visitors join with a customer account
        </label>
        <label className="field--check">
          <input type="radio" name={`${id}-access`} value="paid" checked={draft.access === 'paid'} onChange={() => onChange({ access: 'paid' })} />
          Paid: visitors buy a membership subscription
        </label>
        {draft.access === 'paid' && (
          <div className="area-price">
            <label className="field">
              <span className="field__label">{`Price (${currency})`}</span>
              <input
                className="input--money"
                inputMode="decimal"
                required
                value={draft.price}
                aria-describedby={note ? `${id}-product` : undefined}
                onChange={(e) => onChange({ price: e.target.value })}
              />
            </label>
            <label className="field">
              <span className="field__label">Billed every</span>
              <input className="input--step" type="number" min={1} max={52} step={1} required value={draft.periodValue} onChange={(e) => onChange({ periodValue: e.target.value })} />
            </label>
            <label className="field">
              <span className="field__label">Period</span>
              <select value={draft.periodUnit} onChange={(e) => onChange({ periodUnit: e.target.value as PeriodUnit })}>
                <option value="WEEK">{draft.periodValue === '1' ? 'Week' : 'Weeks'}</option>
                <option value="MONTH">{draft.periodValue === '1' ? 'Month' : 'Months'}</option>
                <option value="YEAR">{draft.periodValue === '1' ? 'Year' : 'Years'}</option>
              </select>
            </label>
          </div>
        )}
        {note && (
          <p className="field__hint area-product-note" id={`${id}-product`}>
            {note}
          </p>
        )}
      </fieldset>
    </>
  );
}
