/**
 * The member-area form as the owner types it, and the body it sends: `POST /api/owner/member-areas`
 * and `PATCH /api/owner/member-areas/:id` (docs/member-areas: name, description, free or paid; a paid
 * area gets a subscription product made from a price and a billing period).
 */
import type { CurrencyCode } from '@plinth/commerce';
import type { MemberArea } from '../../api/types.ts';
import { centsToInput, inputToCents } from '../../money.ts';

/** A billing period unit (platform.md §3). */
export type PeriodUnit = 'WEEK' | 'MONTH' | 'YEAR';

/** The form's fields, as text. */
export interface AreaDraft {
  name: string;
  description: string;
  access: 'free' | 'paid';
  price: string;
  periodValue: string;
  periodUnit: PeriodUnit;
}

/** What the form sends: the fields that change, and a product when the price or period is new. */
export interface AreaBody {
  name: string;
  description: string;
  access: 'free' | 'paid';
  product?: { priceCents: number; billingPeriod: { value: number; unit: PeriodUnit } };
}

/** An empty form: a free area. */
export function emptyAreaDraft(): AreaDraft {
  return { name: '', description: '', access: 'free', price: '', periodValue: '1', periodUnit: 'MONTH' };
}

/** The form filled from an existing area (a paid area shows its product's price and period). */
export function draftFromArea(area: MemberArea, currency: CurrencyCode): AreaDraft {
  const product = area.product;
  return {
    name: area.name,
    description: area.description,
    access: area.access,
    price: product ? centsToInput(product.priceCents, currency) : '',
    periodValue: String(product?.billingPeriod?.value ?? 1),
    periodUnit: product?.billingPeriod?.unit ?? 'MONTH',
  };
}

/**
 * Checks the form and makes the body, or names the first problem. For an edit (`original` given) a
 * paid area sends a product only when it has none yet or its price or period changed, so saving a
 * new description does not make a new product.
 * @example areaBody({ ...emptyAreaDraft(), name: 'Club', access: 'paid', price: '9' }, 'USD')
 * // { body: { name: 'Club', description: '', access: 'paid', product: { priceCents: 900, billingPeriod: { value: 1, unit: 'MONTH' } } } }
 */
export function areaBody(draft: AreaDraft, currency: CurrencyCode, original?: MemberArea): { body: AreaBody } | { problem: string } {
  const name = draft.name.trim();
  if (!name) return { problem: 'Enter a name for the member area.' };
  if (name.length > 100) return { problem: 'The name must be at most 100 characters.' };
  const description = draft.description.trim();
  if (description.length > 1000) return { problem: 'The description must be at most 1000 characters.' };
  if (draft.access === 'free') return { body: { name, description, access: 'free' } };
  const priceCents = inputToCents(draft.price, currency);
  if (priceCents === null || priceCents <= 0) return { problem: 'Enter the membership price, more than zero.' };
  const value = Number(draft.periodValue.trim());
  if (!/^\d+$/.test(draft.periodValue.trim()) || value < 1 || value > 52) return { problem: 'The billing period must be a whole number from 1 to 52.' };
  const product = { priceCents, billingPeriod: { value, unit: draft.periodUnit } };
  const current = original?.access === 'paid' ? original.product : null;
  const unchanged = current && current.priceCents === priceCents && current.billingPeriod?.value === value && current.billingPeriod.unit === draft.periodUnit;
  return { body: unchanged ? { name, description, access: 'paid' } : { name, description, access: 'paid', product } };
}

/**
 * What saving does to the product that sells a paid area: a new area gets a "<name> membership"
 * subscription product; a new price or period changes the area's product in place (its members keep
 * access and the price they pay now). Null when nothing happens to a product.
 */
export function productChangeNote(draft: AreaDraft, currency: CurrencyCode, area?: MemberArea): string | null {
  if (draft.access !== 'paid') return null;
  const name = draft.name.trim() || 'This area';
  const checked = areaBody(draft, currency, area);
  if ('problem' in checked || !checked.body.product) return null;
  if (!area || area.access !== 'paid' || !area.product) return `Saving adds “${name} membership”, a subscription product at this price, to your store.`;
  return `Saving changes the price of “${area.product.title}” for new members; current members keep their access and their price.`;
}
