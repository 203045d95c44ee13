import { expect, it } from 'vitest';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';

/*
 * A design's own settings (tweaks, issue 31), on both databases: read, saved as a draft the owner
 * alone previews, published to every visitor, refused with a message when wrong or stale, and kept
 * per design across switches.
 */

const json = (response: { json(): unknown }) => response.json() as Record<string, any>;
const FIVE_COLUMNS = 'grid-template-columns:repeat(5,minmax(0,1fr))';
const OPEN_CARDS = '.product-card{border:0;padding:0}';

/** The design's settings' stylesheet of a page. */
function tweaksCss(html: string): string {
  return /<style id="plinth-design-tweaks">([^<]*)<\/style>/.exec(html)?.[1] ?? 'none';
}

forEachStore('themes: a design’s own settings', (store) => {
  it('reads a design’s settings, each with its choices; the default theme has none; an unknown design is a 404', async () => {
    const viewer = await ownerVisitor(store, 'VIEWER');
    const market = json(await viewer.request({ method: 'GET', url: '/api/owner/themes/market/tweaks' }));
    expect(market).toMatchObject({ design: 'market', revision: 0, unpublishedChanges: false, previewUrl: '/?design=market&design-draft' });
    expect(market.tweaks.map((tweak: { id: string }) => tweak.id)).toEqual(['columns', 'cards', 'search', 'capitals']);
    expect(market.tweaks[0]).toMatchObject({ label: 'Products per row', draft: 'fit', published: 'fit' });
    expect(market.tweaks[0].options.map((option: { value: string }) => option.value)).toEqual(['fit', '3', '4', '5']);
    expect(json(await viewer.request({ method: 'GET', url: '/api/owner/themes/default/tweaks' })).tweaks).toEqual([]);
    const listed = json(await viewer.request({ method: 'GET', url: '/api/owner/themes' }));
    expect(listed.themes.map((design: { settings: number }) => design.settings)).toEqual([0, 4, 4, 2]);
    const unknown = await viewer.request({ method: 'GET', url: '/api/owner/themes/nope/tweaks' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).error.message).toBe('There is no design "nope". Choose one of the designs listed.');
    expect((await viewer.request({ method: 'PUT', url: '/api/owner/themes/market/tweaks/draft', payload: { values: { columns: '5' }, revision: 0 } })).statusCode).toBe(403);
  });

  it('saves a draft only the owner previews, publishes it to every visitor, and refuses wrong or stale saves', async () => {
    const owner = await ownerVisitor(store, 'EDITOR');
    const visitor = new Visitor(() => store.app);
    const save = (values: unknown, revision: number) => owner.request({ method: 'PUT', url: '/api/owner/themes/market/tweaks/draft', payload: { values, revision } });
    expect((await owner.request({ method: 'PUT', url: '/api/owner/themes/active', payload: { id: 'market' } })).statusCode).toBe(200);

    for (const [values, message] of [
      [{ colour: 'red' }, 'Market has no setting "colour".'],
      [{ columns: '7' }, 'Products per row: "7" is not one of its choices (fit, 3, 4, 5).'],
    ] as const) {
      const refused = await save(values, 0);
      expect(refused.statusCode).toBe(400);
      expect(json(refused).error.message).toBe(message);
    }
    expect((await save({ columns: 5 }, 0)).statusCode).toBe(400);

    const saved = json(await save({ columns: '5', cards: 'open' }, 0));
    expect(saved).toMatchObject({ revision: 1, unpublishedChanges: true });
    expect(saved.tweaks.slice(0, 2).map((tweak: { draft: string; published: string }) => [tweak.draft, tweak.published])).toEqual([['5', 'fit'], ['open', 'ruled']]);
    const stale = await save({ columns: '3' }, 0);
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error.message).toBe('These settings were saved meanwhile elsewhere; reload to see the latest before saving.');

    // Visitors see nothing of the draft; the owner's draft preview shows it, and is cached apart.
    expect(tweaksCss((await visitor.request({ method: 'GET', url: '/shop' })).body)).toBe('');
    const preview = tweaksCss((await owner.request({ method: 'GET', url: '/shop?design=market&design-draft' })).body);
    expect(preview).toContain(FIVE_COLUMNS);
    expect(preview).toContain(OPEN_CARDS);
    expect(tweaksCss((await visitor.request({ method: 'GET', url: '/shop?design=market&design-draft' })).body)).toBe('');

    expect((await owner.request({ method: 'POST', url: '/api/owner/themes/market/tweaks/publish', payload: { revision: 0 } })).statusCode).toBe(409);
    const published = json(await owner.request({ method: 'POST', url: '/api/owner/themes/market/tweaks/publish', payload: { revision: 1 } }));
    expect(published).toMatchObject({ revision: 1, unpublishedChanges: false });
    const shop = tweaksCss((await visitor.request({ method: 'GET', url: '/shop' })).body);
    expect(shop).toContain(FIVE_COLUMNS);
    expect(shop).toContain(OPEN_CARDS);

    // Each design keeps its own: Journal's settings are its own, and Market's come back with it.
    expect((await owner.request({ method: 'PUT', url: '/api/owner/themes/active', payload: { id: 'journal' } })).statusCode).toBe(200);
    expect(tweaksCss((await visitor.request({ method: 'GET', url: '/shop' })).body)).toBe('');
    expect((await owner.request({ method: 'PUT', url: '/api/owner/themes/active', payload: { id: 'market' } })).statusCode).toBe(200);
    expect(tweaksCss((await visitor.request({ method: 'GET', url: '/shop' })).body)).toContain(FIVE_COLUMNS);

    // Back as it came, and to the default design.
    json(await save({ columns: 'fit', cards: 'ruled' }, 1));
    expect((await owner.request({ method: 'POST', url: '/api/owner/themes/market/tweaks/publish', payload: { revision: 2 } })).statusCode).toBe(200);
    expect(tweaksCss((await visitor.request({ method: 'GET', url: '/shop' })).body)).toBe('');
    expect((await owner.request({ method: 'PUT', url: '/api/owner/themes/active', payload: { id: 'default' } })).statusCode).toBe(200);
  });
});
