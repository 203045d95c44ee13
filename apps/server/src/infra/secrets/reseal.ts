import type { Kysely } from 'kysely';
import type { Schema } from '../database/schema.ts';
import { SEALED_COLUMNS, type SealedColumn } from './sealed-columns.ts';
import type { SecretBox } from './secret-box.ts';

/** What {@link resealSecrets} did. */
export interface ResealReport {
  /** Plain values (stored before sealing existed) now sealed. */
  sealed: number;
  /** Values sealed with a previous key, now sealed with the current one. */
  resealed: number;
  /** Values already sealed with the current key. */
  current: number;
}

/** How many stored secrets (non-empty values of the sealed columns) the database holds. */
export async function countStoredSecrets(db: Kysely<Schema>, columns: readonly SealedColumn[] = SEALED_COLUMNS): Promise<number> {
  let total = 0;
  for (const { table, column } of columns) {
    const row = await (db as Kysely<any>).selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(column, '<>', '').executeTakeFirst();
    total += Number(row?.n ?? 0);
  }
  return total;
}

/**
 * Seals every plain stored secret and, with `rotate`, re-seals those sealed with a previous key under
 * the current one. Each row is updated only if it still holds the value read (compare and set), so
 * several processes may run it at once and a secret changed meanwhile is left to its new value.
 * @throws SecretBoxError when a value sealed with an unknown key is met (nothing after it is changed)
 */
export async function resealSecrets(db: Kysely<Schema>, box: SecretBox, options: { rotate?: boolean; columns?: readonly SealedColumn[] } = {}): Promise<ResealReport> {
  const report: ResealReport = { sealed: 0, resealed: 0, current: 0 };
  const anyDb = db as Kysely<any>;
  for (const { table, key, column } of options.columns ?? SEALED_COLUMNS) {
    const rows = (await anyDb.selectFrom(table).select([...key, column]).where(column, '<>', '').execute()) as Record<string, unknown>[];
    for (const row of rows) {
      const value = String(row[column]);
      let next: string;
      if (!box.isSealed(value)) {
        next = box.seal(value);
        report.sealed += 1;
      } else if (options.rotate && box.sealedWithOlderKey(value)) {
        next = box.seal(box.open(value));
        report.resealed += 1;
      } else {
        report.current += 1;
        continue;
      }
      let update = anyDb.updateTable(table).set({ [column]: next }).where(column, '=', value);
      for (const name of key) update = update.where(name, '=', row[name]);
      await update.execute();
    }
  }
  return report;
}
