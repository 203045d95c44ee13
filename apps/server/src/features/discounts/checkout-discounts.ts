import type { AppliedDiscount, CheckoutTotals, Discount, DiscountKind, InvalidDiscount } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import { parseJson } from '../../infra/database/json.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { loadCheckoutDiscounts } from './discounts-repository.ts';

/** What checkout needs to apply a site's discounts to a cart. */
export interface CheckoutDiscounts {
  /** The site's discounts with their uses (the buyer's too, when the e-mail is known). */
  discounts: Discount[];
  /** Item id → the product's categories (only read when some discount names categories). */
  categories: ReadonlyMap<string, string[]>;
}

/**
 * Loads the site's discounts for a checkout (load-checkout.ts; inside the payment's transaction too,
 * so the reservation counts what it charges).
 */
export async function loadDiscountsForCheckout(db: Kysely<Schema>, websiteId: string, email: string | null, itemIds: readonly string[]): Promise<CheckoutDiscounts> {
  const discounts = await loadCheckoutDiscounts(db, websiteId, email);
  const categories = new Map<string, string[]>();
  if (itemIds.length > 0 && discounts.some((d) => (d.categories?.length ?? 0) > 0)) {
    const rows = await db.selectFrom('items').select(['id', 'categories_json']).where('website_id', '=', websiteId).where('id', 'in', [...new Set(itemIds)]).execute();
    for (const row of rows) categories.set(row.id, parseJson<string[]>(row.categories_json, []));
  }
  return { discounts, categories };
}

/** A code accepted at checkout, as the visitor sees it. */
export interface ValidCouponJson {
  code: string;
  kind: DiscountKind;
  /** The owner's title ('' when none). */
  title: string;
  percentBasisPoints?: number;
  amountCents?: number;
  discountCents: number;
}

/** An automatic discount that applies, as the visitor sees it. */
export interface AutomaticDiscountJson {
  title: string;
  kind: DiscountKind;
  discountCents: number;
}

/** The discount fields of the checkout's cart (`validCoupons`, `invalidCoupons`, `automaticDiscounts`). */
export interface CheckoutDiscountsJson {
  validCoupons: ValidCouponJson[];
  invalidCoupons: InvalidDiscount[];
  automaticDiscounts: AutomaticDiscountJson[];
}

/** The discount fields of the checkout answer: what each takes off, not its limits or products. */
export function checkoutDiscountsJson(totals: Pick<CheckoutTotals, 'validCoupons' | 'invalidCoupons' | 'automaticDiscounts'>): CheckoutDiscountsJson {
  return {
    validCoupons: totals.validCoupons.map((d) => ({
      code: d.code ?? '',
      kind: d.kind,
      title: d.title ?? '',
      ...(d.percentBasisPoints != null ? { percentBasisPoints: d.percentBasisPoints } : {}),
      ...(d.amountCents != null ? { amountCents: d.amountCents } : {}),
      discountCents: d.discountCents,
    })),
    invalidCoupons: totals.invalidCoupons.map((i) => ({ code: i.code, reason: i.reason })),
    automaticDiscounts: (totals.automaticDiscounts ?? []).map((d) => ({ title: d.title ?? '', kind: d.kind, discountCents: d.discountCents })),
  };
}

/** Every discount a checkout's totals apply (codes and automatic): what the payment counts. */
export function appliedDiscounts(totals: Pick<CheckoutTotals, 'validCoupons' | 'automaticDiscounts'>): AppliedDiscount[] {
  return [...totals.automaticDiscounts, ...totals.validCoupons];
}
