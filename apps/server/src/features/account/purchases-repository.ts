import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/**
 * The product names the orders recorded for their lines, keyed `orderId:variantId` (a subscription's
 * product may be renamed or gone since; its order line keeps the name it was bought under).
 */
export async function orderedProductNames(db: Kysely<Schema>, lines: readonly { orderId: string; variantId: string }[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (!lines.length) return names;
  const rows = await db
    .selectFrom('order_items')
    .select(['order_id', 'variant_id', 'product_name'])
    .where('order_id', 'in', [...new Set(lines.map((line) => line.orderId))])
    .execute();
  for (const row of rows) names.set(`${row.order_id}:${row.variant_id}`, row.product_name);
  return names;
}
