import type { TaxLine } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';

/* The tax lines of an order, copied at purchase (the rates may change later; the order keeps what it was charged). */

/** A tax line as an order keeps it. */
export type OrderTaxLine = Pick<TaxLine, 'name' | 'country' | 'region' | 'rateBasisPoints' | 'included' | 'taxableCents' | 'taxCents'>;

/** Records an order's tax lines (inside the order's transaction). */
export async function recordOrderTaxLines(db: Kysely<Schema>, websiteId: string, orderId: string, lines: readonly OrderTaxLine[]): Promise<void> {
  if (!lines.length) return;
  await db
    .insertInto('order_tax_lines')
    .values(
      lines.map((line, position) => ({
        id: newId(),
        website_id: websiteId,
        order_id: orderId,
        position,
        name: line.name,
        country: line.country,
        region: line.region ?? null,
        rate_milli_bp: Math.round(line.rateBasisPoints * 1000),
        included: line.included ? 1 : 0,
        taxable_cents: line.taxableCents,
        tax_cents: line.taxCents,
      })),
    )
    .execute();
}

/** An order's tax lines, in the order they were charged. */
export async function orderTaxLines(db: Kysely<Schema>, websiteId: string, orderId: string): Promise<OrderTaxLine[]> {
  const rows = await db.selectFrom('order_tax_lines').selectAll().where('website_id', '=', websiteId).where('order_id', '=', orderId).orderBy('position').execute();
  return rows.map((row) => ({
    name: row.name,
    country: row.country,
    region: row.region,
    rateBasisPoints: row.rate_milli_bp / 1000,
    included: row.included === 1,
    taxableCents: row.taxable_cents,
    taxCents: row.tax_cents,
  }));
}

/** Whether a tax line's amount is inside the prices ("incl."), from a checkout's applicable rules (legacy rules have no `included`). */
export function toOrderTaxLines(applied: readonly { name: string; country: string; region?: string | null; rateBasisPoints: number; included?: boolean; taxableCents: number; taxCents: number }[]): OrderTaxLine[] {
  return applied.map((line) => ({
    name: line.name,
    country: line.country,
    region: line.region ?? null,
    rateBasisPoints: line.rateBasisPoints,
    included: line.included === true,
    taxableCents: line.taxableCents,
    taxCents: line.taxCents,
  }));
}

/**
 * A tax line's words on an e-mail or page: 'VAT 19% (included)', 'NY State Tax 8.875%'.
 * @example taxLineLabel({ name: 'VAT', rateBasisPoints: 1900, included: true }) // 'VAT 19% (included)'
 */
export function taxLineLabel(line: Pick<OrderTaxLine, 'name' | 'rateBasisPoints' | 'included'>): string {
  const percent = Number((line.rateBasisPoints / 100).toFixed(5)).toString();
  return `${line.name} ${percent}%${line.included ? ' (included)' : ''}`;
}
