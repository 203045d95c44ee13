/**
 * The role → permission matrix of docs/owner-api.md, mirrored for the owner
 * app so it shows only what the server would allow. The server stays the
 * authority (it answers 403); this only keeps dead ends out of the navigation.
 */
import type { ContributorRole } from '@plinth/platform';

/** A permission name of docs/owner-api.md. */
export type Permission =
  | 'products:read'
  | 'products:write'
  | 'inventory:write'
  | 'orders:read'
  | 'outbox:read'
  | 'content:write'
  | 'content:read'
  | 'contributors:manage'
  | 'reports:read'
  | 'restock:read'
  | 'restock:send'
  | 'forms:read'
  | 'forms:write';

const ALL: readonly Permission[] = [
  'products:read',
  'products:write',
  'inventory:write',
  'orders:read',
  'outbox:read',
  'content:write',
  'content:read',
  'contributors:manage',
  'reports:read',
  'restock:read',
  'restock:send',
  'forms:read',
  'forms:write',
];

/** Permissions per role; roles not listed (MODERATOR, SCHEDULING…) have none. */
const MATRIX: Partial<Record<ContributorRole, readonly Permission[]>> = {
  ADMIN: ALL,
  WEBSITE_MANAGER: ALL.filter((permission) => permission !== 'contributors:manage'),
  STORE_MANAGER: ['products:read', 'products:write', 'inventory:write', 'orders:read', 'outbox:read', 'restock:read', 'restock:send', 'reports:read'],
  EDITOR: ['content:read', 'content:write', 'products:read', 'forms:read', 'forms:write'],
  CAMPAIGNS_EDITOR: ['content:read', 'forms:read', 'outbox:read'],
  REPORTING: ['reports:read', 'orders:read'],
  VIEWER: ['reports:read', 'products:read', 'orders:read', 'content:read'],
  BILLING: ['orders:read'],
};

/**
 * True when `role` grants `permission`. An unknown role grants nothing.
 * @example can('STORE_MANAGER', 'inventory:write') // true
 */
export function can(role: string, permission: Permission): boolean {
  return (MATRIX[role as ContributorRole] ?? []).includes(permission);
}
