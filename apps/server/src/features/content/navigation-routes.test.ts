import { describe, expect, it } from 'vitest';
import { ownerVisitor } from '../../test-support/owner.ts';
import type { SiteLayout } from './site-layout.ts';
import { forEachStore } from '../../test-support/test-app.ts';

const navBar = (html: string) => [...html.matchAll(/class="site-nav__link" href="([^"]*)"/g)].map((m) => m[1]);
const item = (collectionId: string) => ({ collectionId, externalLink: null, memberAreaId: null, items: [] });

forEachStore('site layout and navigation', (t) => {
  const layoutOf = async () => {
    const owner = await ownerVisitor(t, 'VIEWER');
    return (await owner.request({ method: 'GET', url: '/api/commondata/GetSiteLayout' })).json() as SiteLayout;
  };

  describe('GET /api/commondata/GetSiteLayout', () => {
    it("answers layout[0] with the identifier 'mainNavigation' and the demo's links in order", async () => {
      const layout = await layoutOf();
      expect(layout.templateId).toBe('default');
      expect(layout.layout).toHaveLength(1);
      expect(layout.layout[0].identifier).toBe('mainNavigation');
      expect(layout.layout[0].links.map((link) => [link.title, link.url])).toEqual([
        ['Home', '/'],
        ['Shop', '/shop'],
        ['Blog', '/blog'],
        ['About', '/about'],
        ['Contact', '/contact'],
        ['Members', '/members'],
        ['Events', '/events'],
      ]);
      const membersArea = await t.db.selectFrom('member_areas').select('id').where('name', '=', 'Members').executeTakeFirstOrThrow();
      for (const link of layout.layout[0].links) {
        // The Members page is kept in the seeded member area: its link names it.
        expect(link).toMatchObject({ externalLink: null, memberAreaId: link.url === '/members' ? membersArea.id : null, enabled: true, items: [] });
        expect(link.collectionId).toMatch(/^[0-9a-f]{24}$/);
      }
    });
  });

  describe('POST /api/widget/UpdateNavigation', () => {
    it('reorders the main navigation; collections left out leave it, and the site shows it at once', async () => {
      const owner = await ownerVisitor(t, 'EDITOR');
      const links = (await layoutOf()).layout[0].links;
      const [home, shop, blog, about, contact, members] = links.map((link) => link.collectionId as string);
      const response = await owner.send('POST', '/api/widget/UpdateNavigation', {
        fieldName: 'mainNavigation',
        templateId: 'default',
        navigation: { items: [item(home), item(contact), item(shop), item(blog)] },
      });
      expect(response.statusCode).toBe(200);
      expect((response.json() as SiteLayout).layout[0].links.map((link) => link.collectionId)).toEqual([home, contact, shop, blog]);
      expect(navBar((await t.app.inject({ url: '/' })).body)).toEqual(['/', '/contact', '/shop', '/blog']);
      // Out of the navigation is not off the site.
      expect((await t.app.inject({ url: '/about' })).statusCode).toBe(200);

      // Empty strings for the unused link fields are accepted, as the hosted builder sends them, and a
      // link may echo the member area keeping its collection, as GetSiteLayout answered it.
      const membersLink = links[5];
      const restore = await owner.send('POST', '/api/widget/UpdateNavigation', {
        fieldName: 'mainNavigation',
        templateId: 'default',
        navigation: { items: [...[home, shop, blog, about, contact].map((id) => ({ collectionId: id, externalLink: '', memberAreaId: '' })), { collectionId: members, memberAreaId: membersLink.memberAreaId }] },
      });
      expect(restore.statusCode, restore.body).toBe(200);
      expect(navBar((await t.app.inject({ url: '/' })).body)).toEqual(['/', '/shop', '/blog', '/about', '/contact', '/members']);
    });

    it("answers 404 'Unable to find site main navigation' for any other navigation, changing nothing", async () => {
      const owner = await ownerVisitor(t, 'EDITOR');
      const before = await layoutOf();
      const response = await owner.send('POST', '/api/widget/UpdateNavigation', { fieldName: 'secondaryNavigation', templateId: 'default', navigation: { items: [] } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Unable to find site main navigation' } });
      expect(await layoutOf()).toEqual(before);
    });

    it('refuses bad payloads with 400 and changes nothing', async () => {
      const owner = await ownerVisitor(t, 'EDITOR');
      const before = await layoutOf();
      const [home, shop] = before.layout[0].links.map((link) => link.collectionId as string);
      const body = (items: unknown[], extra: Record<string, unknown> = {}) => ({ fieldName: 'mainNavigation', templateId: 'default', navigation: { items }, ...extra });
      const cases: [unknown, string][] = [
        [{}, 'FieldName is required.; TemplateId is required.; Navigation must be an object with items.'],
        [body([], { templateId: undefined }), 'TemplateId is required.'],
        [{ fieldName: 'mainNavigation', templateId: 'default', navigation: {} }, 'Items must be a list of navigation items.'],
        [body([{ externalLink: null }]), 'CollectionId is required (links to collections only).'],
        [body([{ ...item(home), externalLink: 'https://example.com' }]), 'ExternalLink must be null: external links are not supported in the navigation yet.'],
        [body([{ ...item(home), memberAreaId: 'm1' }]), `The member area m1 does not keep the collection ${home}: put pages into member areas under Member areas.`],
        [body([{ ...item(home), memberAreaId: 7 }]), 'MemberAreaId must be null or a member area id.'],
        [body([{ ...item(home), items: [item(shop)] }]), 'Items must be empty: nested navigation is not supported yet.'],
        [body([item(home), item(shop), item(home)]), `The collection ${home} is listed twice.`],
        [body([item(home), item('missing')]), 'No collection missing on this site.'],
      ];
      for (const [payload, message] of cases) {
        const response = await owner.send('POST', '/api/widget/UpdateNavigation', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error.message).toBe(message);
      }
      expect(await layoutOf()).toEqual(before);
    });

    it('may empty the main navigation', async () => {
      const owner = await ownerVisitor(t, 'ADMIN');
      const before = await layoutOf();
      expect((await owner.send('POST', '/api/widget/UpdateNavigation', { fieldName: 'mainNavigation', templateId: 'default', navigation: { items: [] } })).statusCode).toBe(200);
      expect((await layoutOf()).layout[0].links).toEqual([]);
      expect(navBar((await t.app.inject({ url: '/shop' })).body)).toEqual([]);
      const items = before.layout[0].links.map((link) => item(link.collectionId as string));
      await owner.send('POST', '/api/widget/UpdateNavigation', { fieldName: 'mainNavigation', templateId: 'default', navigation: { items } });
      expect(await layoutOf()).toEqual(before);
    });
  });
});
