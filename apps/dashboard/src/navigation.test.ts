import { describe, expect, it } from 'vitest';
import { homeHref, navItems } from './navigation.ts';
import { roleAllows } from '@plinth/platform';

const titles = (role: string) => navItems(role).map((item) => item.title);

describe('navItems (docs/owner-api.md matrix)', () => {
  it('shows every page to an ADMIN, Contributors included', () => {
    expect(titles('ADMIN')).toEqual(['Products', 'Media', 'Galleries', 'Orders', 'Payments', 'Customers', 'Store settings', 'Member areas', 'Analytics', 'Performance', 'Experiments', 'Recordings', 'Restock notices', 'Outbox', 'Pages', 'Tags & categories', 'Design', 'Site styles', 'Comments', 'Events', 'Create store', 'Header & footer', 'Site access', 'URL redirects', 'Languages', 'Forms', 'Mailing list', 'Integrations', 'API keys', 'Product feed', 'Contributors']);
  });

  it('hides Contributors from a WEBSITE_MANAGER', () => {
    expect(titles('WEBSITE_MANAGER')).not.toContain('Contributors');
    expect(titles('WEBSITE_MANAGER')).not.toContain('API keys');
    expect(titles('WEBSITE_MANAGER')).toContain('Integrations');
    expect(titles('WEBSITE_MANAGER')).toContain('Create store');
  });

  it('gives a STORE_MANAGER the shop only', () => {
    expect(titles('STORE_MANAGER')).toEqual(['Products', 'Orders', 'Customers', 'Member areas', 'Analytics', 'Performance', 'Experiments', 'Recordings', 'Restock notices', 'Outbox']);
  });

  it('gives an EDITOR content and products, no orders', () => {
    expect(titles('EDITOR')).toEqual(['Products', 'Media', 'Galleries', 'Pages', 'Tags & categories', 'Design', 'Site styles', 'Comments', 'Events', 'Create store', 'Header & footer', 'Site access', 'Languages', 'Forms', 'Mailing list']);
  });

  it('gives read-only roles no write page', () => {
    expect(titles('VIEWER')).toEqual(['Products', 'Media', 'Galleries', 'Orders', 'Analytics', 'Performance', 'Experiments', 'Recordings', 'Pages', 'Tags & categories', 'Design', 'Site styles', 'Events', 'Header & footer', 'Site access', 'Languages']);
    expect(titles('BILLING')).toEqual(['Orders']);
    expect(titles('REPORTING')).toEqual(['Orders', 'Customers', 'Analytics', 'Performance', 'Experiments', 'Recordings']);
    expect(titles('CAMPAIGNS_EDITOR')).toEqual(['Media', 'Galleries', 'Outbox', 'Pages', 'Tags & categories', 'Design', 'Site styles', 'Events', 'Header & footer', 'Site access', 'Languages', 'Forms', 'Mailing list']);
  });

  it('gives a MODERATOR the comment queue only', () => {
    expect(titles('MODERATOR')).toEqual(['Comments']);
  });

  it('gives roles of unbuilt areas, a COMMENTER and unknown roles nothing', () => {
    for (const role of ['COMMENTER', 'SCHEDULING', 'NONE', 'OWNER', '']) expect(titles(role)).toEqual([]);
  });

  it('links under /config and lands on the first allowed page', () => {
    expect(navItems('BILLING')[0].href).toBe('/config/orders');
    expect(homeHref('ADMIN')).toBe('/config/products');
    expect(homeHref('CAMPAIGNS_EDITOR')).toBe('/config/media');
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
