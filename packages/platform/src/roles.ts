/**
 * Contributor roles of a website (platform.md §3 Enumerations, §6).
 * Code 5 is not used by the platform.
 */
export const CONTRIBUTOR_ROLES = Object.freeze({
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
} as const);

/** The name of a contributor role, e.g. `'STORE_MANAGER'`. */
export type ContributorRole = keyof typeof CONTRIBUTOR_ROLES;

/** The numeric code of a contributor role. */
export type ContributorRoleCode = (typeof CONTRIBUTOR_ROLES)[ContributorRole];
