import { expect, it } from 'vitest';
import { createWebsite, findWebsiteByHost, type Website } from './sites-repository.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { cachedWebsiteLookup } from './website-cache.ts';

/** The lookup is keyed by the Host header. */
const on = (host: string) => host;

forEachStore('cached website lookup (cart API)', (store) => {
  it('reuses an answer within the TTL; a host given to a new site and settings changes show after it', async () => {
    let t = 1_000_000;
    const siteOf = cachedWebsiteLookup(store.db, { ttlMs: 1000, now: () => t });
    const fallback = (await findWebsiteByHost(store.db, 'localhost')) as Website;
    expect((await siteOf(on('cache-new.example'))).id).toBe(fallback.id);

    const added = await createWebsite(store.db, { name: 'Cache Shop', currency: 'EUR', hosts: ['cache-new.example'] });
    t += 500; // still within the TTL: the remembered answer (the default site)
    expect((await siteOf(on('cache-new.example'))).id).toBe(fallback.id);
    t += 500; // expired: the new site is found
    const found = await siteOf(on('cache-new.example'));
    expect(found.id).toBe(added.id);
    expect(found.currency).toBe('EUR');

    await store.db.updateTable('websites').set({ currency: 'GBP', settings_json: JSON.stringify({ commentsEnabled: true }) }).where('id', '=', added.id).execute();
    expect((await siteOf(on('cache-new.example'))).currency).toBe('EUR');
    t += 1000;
    const changed = await siteOf(on('cache-new.example'));
    expect(changed.currency).toBe('GBP');
    expect(changed.settings.commentsEnabled).toBe(true);
    expect(changed.id).toBe(added.id);
  });

  it('keeps at most maxHosts host headers and shares one query between concurrent misses', async () => {
    const siteOf = cachedWebsiteLookup(store.db, { maxHosts: 2 });
    const [a, b] = await Promise.all([siteOf(on('x1.example')), siteOf(on('x1.example'))]);
    expect(a).toBe(b);
    await siteOf(on('x2.example'));
    await siteOf(on('x3.example'));
    expect((await siteOf(on('x1.example'))).id).toBe(a.id);
  });
});
