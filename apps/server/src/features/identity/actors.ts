import type { ContributorRole } from '@plinth/platform';
import type { Selectable } from 'kysely';
import type { ContributorsTable, SiteUsersTable } from '../../infra/database/schema.ts';

/*
 * The two kinds of actor the one identity knows: the owner's contributors (the dashboard, the owner
 * API) and the site's customers (their account on the storefront). Each keeps its own table, its own
 * session table and its own cookie; the session store, the cookies, the guard, the password scheme
 * and the sign-in throttle are one for both.
 */

/** Who signs in: a contributor of the site, or a customer of it. */
export type ActorKind = 'owner' | 'customer';

/** A contributor as the owner API shows it (never the password hash). */
export interface Contributor {
  id: string;
  websiteId: string;
  email: string;
  name: string;
  role: ContributorRole;
  createdAt: number;
}

/** Decodes a contributor row. */
export function toContributor(row: Selectable<ContributorsTable>): Contributor {
  return {
    id: row.id,
    websiteId: row.website_id,
    email: row.email,
    name: row.name,
    role: row.role as ContributorRole,
    createdAt: Number(row.created_at),
  };
}

/** A customer account, as the features use it (never the password hash). */
export interface SiteUser {
  id: string;
  websiteId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  locale: string | null;
  createdAt: number;
}

/** Maps a row to a {@link SiteUser}. */
export function toSiteUser(row: Selectable<SiteUsersTable>): SiteUser {
  return {
    id: row.id,
    websiteId: row.website_id,
    email: row.email,
    name: row.name,
    emailVerified: row.email_verified_at != null,
    locale: row.locale,
    createdAt: Number(row.created_at),
  };
}
