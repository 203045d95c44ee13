import { expect, it } from 'vitest';
import { bumpContentVersion, createWebsite, decodeSettings, findWebsiteByHost, getWebsite, normalizeHost } from './sites-repository.ts';
import { forEachDialect } from '../../test-support/dialects.ts';

it('normalizeHost lower-cases and drops the port', () => {
  expect(normalizeHost('Shop.Example.COM:8080')).toBe('shop.example.com');
  expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  expect(normalizeHost('localhost')).toBe('localhost');
});

it('decodeSettings fills missing settings with the defaults', () => {
  const s = decodeSettings('{"storeSettings":{"expressCheckout":true},"commentsEnabled":true}');
  expect(s.storeSettings).toEqual({
    expressCheckout: true,
    multipleQuantityAllowedForServices: true,
    customCart: false,
    restockSuccessText: null,
  });
  expect(s.commentsEnabled).toBe(true);
  expect(decodeSettings('not json').storeSettings.expressCheckout).toBe(false);
});

forEachDialect('sites', (t) => {
  it('finds nothing before any site exists', async () => {
    expect(await findWebsiteByHost(t.db, 'anything.test')).toBeNull();
  });

  it('finds a site by host, else the default site', async () => {
    const main = await createWebsite(t.db, { name: 'Main', isDefault: true, hosts: ['main.test'] });
    const other = await createWebsite(t.db, { name: 'Other', currency: 'EUR', hosts: ['Other.Test', 'www.other.test'] });
    expect((await findWebsiteByHost(t.db, 'other.test:8080'))?.id).toBe(other.id);
    expect((await findWebsiteByHost(t.db, 'www.other.test'))?.name).toBe('Other');
    expect((await findWebsiteByHost(t.db, 'main.test'))?.id).toBe(main.id);
    expect((await findWebsiteByHost(t.db, 'unknown.test'))?.id).toBe(main.id);
    expect(other).toMatchObject({ currency: 'EUR', timeZone: 'America/New_York', isDefault: false, contentVersion: 1 });
  });

  it('keeps one default site', async () => {
    const next = await createWebsite(t.db, { name: 'New default', isDefault: true });
    expect((await findWebsiteByHost(t.db, 'unknown.test'))?.id).toBe(next.id);
    const defaults = await t.db.selectFrom('websites').select('id').where('is_default', '=', 1).execute();
    expect(defaults).toEqual([{ id: next.id }]);
  });

  it('bumps the content version of one site only', async () => {
    const a = await createWebsite(t.db, { name: 'A' });
    const b = await createWebsite(t.db, { name: 'B' });
    await bumpContentVersion(t.db, a.id);
    await bumpContentVersion(t.db, a.id);
    expect((await getWebsite(t.db, a.id))?.contentVersion).toBe(3);
    expect((await getWebsite(t.db, b.id))?.contentVersion).toBe(1);
    expect(await getWebsite(t.db, 'missing')).toBeNull();
  });

  it('stores settings', async () => {
    const s = await createWebsite(t.db, { name: 'S', settings: { storeSettings: { expressCheckout: true } as never } });
    expect(s.settings.storeSettings.expressCheckout).toBe(true);
    expect(s.settings.storeSettings.multipleQuantityAllowedForServices).toBe(true);
  });
});
