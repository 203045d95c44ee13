import { moneyFromMinor, type CurrencyCode } from '@plinth/commerce';
import { encodeCursor } from '../../infra/database/cursor.ts';

/*
 * The small pieces every public API answer shares: money as decimal text with its currency, and a
 * page of a newest-first list with the cursor of its last row.
 */

/** An amount as the public API shows it: `{ value: "12.00", currency: "USD" }`. */
export function publicMoney(minor: number, currency: string): { value: string; currency: string } {
  return { value: moneyFromMinor(Number(minor), currency as CurrencyCode).value, currency };
}

/** A page cut from `limit + 1` rows: the rows and the cursor of the next page (null on the last). */
export function pageOf<Row extends { created_at: number; id: string }>(rows: Row[], limit: number): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(Number(last.created_at), last.id) : null };
}

/** The query of one page: where to start and how many. */
export interface PageQuery {
  cursor?: string | undefined;
  limit: number;
  /** Only rows made at or after this time (epoch ms). */
  createdSince?: number | undefined;
}
