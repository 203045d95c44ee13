import { describe, expect, it } from 'vitest';
import { changeContent, findWebsiteByHost } from '../site/index.ts';
import { forEachStore } from '../../test-support/test-app.ts';

/** The layout's `<script type="application/json" id="plinth-page">`, parsed: what the browser analytics reads. */
const pageData = (html: string): Record<string, unknown> => {
  const match = /<script type="application\/json" id="plinth-page">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no page data block');
  return JSON.parse(match[1]) as Record<string, unknown>;
};

forEachStore('storefront pages: the analytics data block', (store) => {
  const get = async (url: string) => (await store.app.inject({ url })).body;

  it('a product page gives its page type, site, locale, collection, item and record type; the policy is permissive by default', async () => {
    const website = await findWebsiteByHost(store.db, 'localhost');
    const data = pageData(await get('/shop/merino-crew-tee'));
    expect(data).toEqual({
      pageType: 50,
      websiteId: website?.id,
      locale: 'en-US',
      collectionId: expect.any(String),
      itemId: expect.any(String),
      recordType: 11,
      cookiePolicy: 'permissive',
    });
  });

  it('a page without an item has none, and a not-found page says 100', async () => {
    const home = pageData(await get('/'));
    expect(home).toMatchObject({ pageType: 2 });
    expect(home).not.toHaveProperty('itemId');
    expect(pageData(await get('/no-such-page'))).toMatchObject({ pageType: 100 });
  });

  it("carries the owner's restrictive cookie policy", async () => {
    const website = await findWebsiteByHost(store.db, 'localhost');
    if (!website) throw new Error('no default site');
    const settings = { ...website.settings, cookiePolicy: 'restrictive' };
    await changeContent(store.db, website.id, (tx) => tx.updateTable('websites').set({ settings_json: JSON.stringify(settings) }).where('id', '=', website.id).execute());
    expect(pageData(await get('/about'))).toMatchObject({ cookiePolicy: 'restrictive' });
  });
});
