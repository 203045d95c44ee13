import { CONTRIBUTOR_ROLES } from './roles.ts';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS, UNFILTERED_HTML, roleAllows } from './permissions.ts';

// docs/owner-api.md's matrix, written out literally so a change to either side fails here.
const DOC_MATRIX: Record<string, string[]> = {
  ADMIN: ['products:read', 'products:write', 'inventory:write', 'orders:read', 'orders:write', 'outbox:read', 'content:write', 'content:read', 'contributors:manage', 'reports:read', 'restock:read', 'restock:send', 'forms:read', 'forms:write', 'customers:read', 'members:manage', 'settings:write', 'comments:read', 'comments:moderate', 'content:unfiltered-html'],
  WEBSITE_MANAGER: ['products:read', 'products:write', 'inventory:write', 'orders:read', 'orders:write', 'outbox:read', 'content:write', 'content:read', 'reports:read', 'restock:read', 'restock:send', 'forms:read', 'forms:write', 'customers:read', 'members:manage', 'settings:write', 'comments:read', 'comments:moderate'],
  STORE_MANAGER: ['products:read', 'products:write', 'inventory:write', 'orders:read', 'orders:write', 'outbox:read', 'restock:read', 'restock:send', 'reports:read', 'customers:read', 'members:manage'],
  EDITOR: ['content:read', 'content:write', 'products:read', 'forms:read', 'forms:write', 'comments:read', 'comments:moderate'],
  CAMPAIGNS_EDITOR: ['content:read', 'forms:read', 'outbox:read'],
  REPORTING: ['reports:read', 'orders:read', 'customers:read'],
  VIEWER: ['reports:read', 'products:read', 'orders:read', 'content:read'],
  BILLING: ['orders:read'],
  MODERATOR: ['comments:read', 'comments:moderate'],
  COMMENTER: [],
  SCHEDULING: [],
  SCHEDULING_VIEWER: [],
  SCHEDULING_EDITOR: [],
  NONE: [],
};

describe('ROLE_PERMISSIONS', () => {
  it('covers every contributor role of platform.md §3', () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual(Object.keys(CONTRIBUTOR_ROLES).sort());
    expect(Object.keys(DOC_MATRIX).sort()).toEqual(Object.keys(CONTRIBUTOR_ROLES).sort());
  });

  it.each(Object.entries(DOC_MATRIX))('%s has exactly the permissions of docs/owner-api.md', (role, permissions) => {
    expect([...ROLE_PERMISSIONS[role as keyof typeof ROLE_PERMISSIONS]].sort()).toEqual([...permissions].sort());
  });

  it('lists the 20 permissions of the doc', () => {
    expect(PERMISSIONS).toHaveLength(20);
    expect(new Set(DOC_MATRIX.ADMIN)).toEqual(new Set(PERMISSIONS));
  });

  it('grants nothing to an unknown role', () => {
    expect(roleAllows('ROOT', 'products:read')).toBe(false);
    expect(roleAllows('toString', 'products:read')).toBe(false);
    expect(roleAllows('STORE_MANAGER', 'inventory:write')).toBe(true);
    expect(roleAllows('EDITOR', 'inventory:write')).toBe(false);
  });

  it('keeps HTML and scripts as written for ADMIN alone (issue 36)', () => {
    const roles = Object.keys(ROLE_PERMISSIONS).filter((role) => roleAllows(role, UNFILTERED_HTML));
    expect(roles).toEqual(['ADMIN']);
  });
});
