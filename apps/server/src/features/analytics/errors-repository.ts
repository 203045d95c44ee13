import type { Kysely } from 'kysely';
import { inTransaction } from '../../infra/database/transaction.ts';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';

/** A group of identical reports of one call: same message, top frame, page and release. */
export interface ErrorGroupCount {
  groupKey: string;
  message: string;
  stack: string;
  pagePath: string;
  release: string;
  count: number;
}

/** Adds the reports to their groups (creating new ones), all in one transaction. */
export async function countClientErrors(db: Kysely<Schema>, websiteId: string, groups: readonly ErrorGroupCount[], now: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    for (const group of groups) {
      await tx
        .insertInto('analytics_client_errors')
        .values({
          id: newId(),
          website_id: websiteId,
          group_key: group.groupKey,
          message: group.message,
          stack: group.stack,
          page_path: group.pagePath,
          release: group.release,
          count: group.count,
          first_seen_at: now,
          last_seen_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['website_id', 'group_key', 'page_path', 'release']).doUpdateSet((eb) => ({
            count: eb('analytics_client_errors.count', '+', eb.ref('excluded.count')),
            last_seen_at: eb.ref('excluded.last_seen_at'),
            // The latest stack: the one the owner can still reproduce.
            stack: eb.ref('excluded.stack'),
          })),
        )
        .execute();
    }
  });
}
