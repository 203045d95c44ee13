import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { forEachDialect } from '../../test-support/dialects.ts';
import { addTestWebsite } from '../../test-support/websites.ts';
import { claimDueDeliveries, insertDeliveries } from './deliveries-repository.ts';

/*
 * Every `plinth start` process — each worker of `--workers N`, each machine — runs the delivery
 * worker (issue 29): a due delivery must be claimed by exactly one of them, however they race.
 */
forEachDialect('integration deliveries claimed across processes', (t) => {
  let websiteId: string;
  beforeAll(async () => {
    websiteId = await addTestWebsite(t.db, 'Claims');
  });

  it('hands each due delivery to one claimer when several claim at once', async () => {
    const now = Date.now();
    const ids = Array.from({ length: 60 }, () => randomUUID());
    await insertDeliveries(
      t.db,
      ids.map((id) => ({ id, websiteId, target: 'mailing-list' as const, webhookId: null, eventId: randomUUID(), event: 'mailing-list.subscribe', payload: '{}' })),
      now,
    );
    // Six claimers of 20 at once (on PostgreSQL each on its own pooled connection), then again until none is left.
    const claimed: string[] = [];
    for (let round = 0; round < 3; round++) {
      const batches = await Promise.all(Array.from({ length: 6 }, () => claimDueDeliveries(t.db, now, 20, 60_000)));
      claimed.push(...batches.flat().map((delivery) => delivery.id));
    }
    expect(claimed.length).toBe(ids.length);
    expect(new Set(claimed).size).toBe(ids.length);
    expect(await claimDueDeliveries(t.db, now + 1_000, 20, 60_000)).toEqual([]); // all held
    expect((await claimDueDeliveries(t.db, now + 61_000, 100, 60_000)).length).toBe(ids.length); // held until the lease ends
  });
});
