/** Platform catalogues (platform.md §2, §3, §9) as typed constants. */
export { CONTRIBUTOR_ROLES } from './roles.ts';
export type { ContributorRole, ContributorRoleCode } from './roles.ts';
