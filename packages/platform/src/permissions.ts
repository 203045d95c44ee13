import { CONTRIBUTOR_ROLES, type ContributorRole } from './roles.ts';

/**
 * The role → permission matrix of docs/owner-api.md ("Roles and permissions"), one table for both
 * sides: the server's owner routes enforce it (403), the owner app uses it to hide dead ends.
 */

/** Everything an owner route can require. */
export const PERMISSIONS = [
  'products:read',
  'products:write',
  'inventory:write',
  'orders:read',
  // Fulfil, refund and cancel orders (issue 30).
  'orders:write',
  'outbox:read',
  'content:write',
  'content:read',
  'contributors:manage',
  'reports:read',
  'restock:read',
  'restock:send',
  'forms:read',
  'forms:write',
  'customers:read',
  'members:manage',
  'settings:write',
  'comments:read',
  'comments:moderate',
  // Not a route's: whether HTML and scripts a contributor writes (code blocks, form HTML) are kept as
  // written. Without it the server sanitises them on save (WordPress's `unfiltered_html`; issue 36).
  'content:unfiltered-html',
] as const;

/** One permission, e.g. `'products:write'`. */
export type Permission = (typeof PERMISSIONS)[number];

const ALL: readonly Permission[] = PERMISSIONS;

/**
 * Keeping one's HTML and scripts as written. Without it, the server strips scripts, event handlers,
 * `javascript:` addresses, frames, objects and forms from what the contributor saves.
 */
export const UNFILTERED_HTML = 'content:unfiltered-html' satisfies Permission;

/** Which role may do what. Roles of unbuilt areas get nothing. */
export const ROLE_PERMISSIONS: Readonly<Record<ContributorRole, readonly Permission[]>> = Object.freeze({
  ADMIN: ALL,
  // A manager's script would run with an ADMIN's session when one opens the page: it could make itself ADMIN.
  WEBSITE_MANAGER: ALL.filter((p) => p !== 'contributors:manage' && p !== UNFILTERED_HTML),
  STORE_MANAGER: [
    'products:read',
    'products:write',
    'inventory:write',
    'orders:read',
    'orders:write',
    'outbox:read',
    'restock:read',
    'restock:send',
    'reports:read',
    'customers:read',
    'members:manage',
  ],
  EDITOR: ['content:read', 'content:write', 'products:read', 'forms:read', 'forms:write', 'comments:read', 'comments:moderate'],
  CAMPAIGNS_EDITOR: ['content:read', 'forms:read', 'outbox:read'],
  REPORTING: ['reports:read', 'orders:read', 'customers:read'],
  VIEWER: ['reports:read', 'products:read', 'orders:read', 'content:read'],
  BILLING: ['orders:read'],
  // The comment moderation queue (issue 17). A COMMENTER opens no dashboard area: a trusted commenter, whose comments skip the queue.
  MODERATOR: ['comments:read', 'comments:moderate'],
  COMMENTER: [],
  SCHEDULING: [],
  SCHEDULING_VIEWER: [],
  SCHEDULING_EDITOR: [],
  NONE: [],
});

/** Whether `role` is a known role name (the database stores it as text). */
export function isContributorRole(role: string): role is ContributorRole {
  return Object.hasOwn(CONTRIBUTOR_ROLES, role);
}

/**
 * Whether a role grants a permission; unknown roles grant nothing.
 * @example roleAllows('STORE_MANAGER', 'inventory:write') // true
 */
export function roleAllows(role: string, permission: Permission): boolean {
  return isContributorRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}
