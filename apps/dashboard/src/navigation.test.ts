import { describe, expect, it } from 'vitest';
import { arrange, homeHref, navGroups, navItems, NAV_GROUPS } from './navigation.ts';
import { ROUTES } from './router/routes.ts';
import { roleAllows } from '@plinth/platform';

const titles = (role: string) => navItems(role).map((item) => item.title);
const grouped = (role: string) => navGroups(role).map((group) => [group.title, group.items.map((item) => item.title)]);

describe('navGroups (issue 33: the sidebar in groups, docs/owner-api.md matrix)', () => {
  it('shows an ADMIN every page in the groups Home, Content, Commerce, Marketing, Insights, Site, Settings', () => {
    expect(grouped('ADMIN')).toEqual([
      ['Home', ['Home']],
      ['Content', ['Pages', 'Events', 'Galleries', 'Media', 'Tags & categories', 'Comments', 'Forms']],
      ['Commerce', ['Products', 'Orders', 'Customers', 'Restock notices', 'Discounts', 'Shipping', 'Taxes', 'Member areas', 'Create store', 'Payments', 'Store settings']],
      ['Marketing', ['Mailing list', 'Integrations', 'Product feed']],
      ['Insights', ['Analytics', 'Performance', 'Experiments', 'Recordings']],
      ['Site', ['Design', 'Site styles', 'Header & footer', 'Languages', 'Site access']],
      ['Settings', ['Contributors', 'API keys', 'URL redirects', 'Import', 'Outbox']],
    ]);
  });

  it('names in a group every page the sidebar lists (a page added without a group still shows, but should get one)', () => {
    const named = new Set(NAV_GROUPS.flatMap((group) => group.pages));
    expect(ROUTES.filter((route) => route.sidebar !== undefined && !named.has(route.name)).map((route) => route.name)).toEqual([]);
  });

  it('puts a page no group names after the group of the page before it by position', () => {
    const route = (name: string, sidebar: number) => ({ name, title: name.toUpperCase(), sidebar });
    const groups = [
      { title: 'One', pages: ['b', 'a'] },
      { title: 'Two', pages: ['c'] },
      { title: 'Empty', pages: ['z'] },
    ];
    const result = arrange([route('a', 10), route('new', 11), route('b', 12), route('c', 20), route('late', 21), route('first', 1)], groups);
    expect(result.map((group) => [group.title, group.routes.map((r) => r.name)])).toEqual([
      ['One', ['b', 'a', 'new']],
      ['Two', ['c', 'late']],
      ['Empty', ['first']],
    ]);
  });

  it('leaves out the groups a role has nothing in', () => {
    expect(grouped('BILLING')).toEqual([['Commerce', ['Orders']]]);
    expect(grouped('MODERATOR')).toEqual([['Content', ['Comments']]]);
  });
});

describe('navItems (docs/owner-api.md matrix)', () => {
  it('hides Contributors and API keys from a WEBSITE_MANAGER', () => {
    expect(titles('WEBSITE_MANAGER')).not.toContain('Contributors');
    expect(titles('WEBSITE_MANAGER')).not.toContain('API keys');
    expect(titles('WEBSITE_MANAGER')).toContain('Integrations');
    expect(titles('WEBSITE_MANAGER')).toContain('Create store');
  });

  it('gives a STORE_MANAGER Home and the shop', () => {
    expect(titles('STORE_MANAGER')).toEqual(['Home', 'Products', 'Orders', 'Customers', 'Restock notices', 'Discounts', 'Member areas', 'Analytics', 'Performance', 'Experiments', 'Recordings', 'Outbox']);
  });

  it('gives an EDITOR content and products, no orders and no Home (it shows sales)', () => {
    expect(titles('EDITOR')).toEqual(['Pages', 'Events', 'Galleries', 'Media', 'Tags & categories', 'Comments', 'Forms', 'Products', 'Create store', 'Mailing list', 'Design', 'Site styles', 'Header & footer', 'Languages', 'Site access']);
  });

  it('gives read-only roles no write page', () => {
    expect(titles('VIEWER')).toEqual(['Home', 'Pages', 'Events', 'Galleries', 'Media', 'Tags & categories', 'Products', 'Orders', 'Analytics', 'Performance', 'Experiments', 'Recordings', 'Design', 'Site styles', 'Header & footer', 'Languages', 'Site access']);
    expect(titles('BILLING')).toEqual(['Orders']);
    expect(titles('REPORTING')).toEqual(['Home', 'Orders', 'Customers', 'Analytics', 'Performance', 'Experiments', 'Recordings']);
    expect(titles('CAMPAIGNS_EDITOR')).toEqual(['Pages', 'Events', 'Galleries', 'Media', 'Tags & categories', 'Forms', 'Mailing list', 'Design', 'Site styles', 'Header & footer', 'Languages', 'Site access', 'Outbox']);
  });

  it('gives a MODERATOR the comment queue only', () => {
    expect(titles('MODERATOR')).toEqual(['Comments']);
  });

  it('gives roles of unbuilt areas, a COMMENTER and unknown roles nothing', () => {
    for (const role of ['COMMENTER', 'SCHEDULING', 'NONE', 'OWNER', '']) expect(titles(role)).toEqual([]);
  });

  it('links under /config and lands on Home, or the first allowed page for a role without it', () => {
    expect(navItems('BILLING')[0].href).toBe('/config/orders');
    expect(homeHref('ADMIN')).toBe('/config/home');
    expect(homeHref('STORE_MANAGER')).toBe('/config/home');
    expect(homeHref('EDITOR')).toBe('/config/pages');
    expect(homeHref('MODERATOR')).toBe('/config/comments');
    expect(homeHref('NONE')).toBeNull();
  });
});

describe('roleAllows', () => {
  it('follows the matrix for writes', () => {
    expect(roleAllows('STORE_MANAGER', 'inventory:write')).toBe(true);
    expect(roleAllows('EDITOR', 'inventory:write')).toBe(false);
    expect(roleAllows('EDITOR', 'products:write')).toBe(false);
    expect(roleAllows('VIEWER', 'content:write')).toBe(false);
    expect(roleAllows('ADMIN', 'contributors:manage')).toBe(true);
    expect(roleAllows('WEBSITE_MANAGER', 'contributors:manage')).toBe(false);
  });
});
