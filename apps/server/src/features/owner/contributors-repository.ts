import type { ContributorRole } from '@plinth/platform';
import type { Kysely, Selectable } from 'kysely';
import { DEFAULT_SCRYPT_COST, hashPassword, type ScryptCost } from './password.ts';
import { newId } from '../../infra/database/ids.ts';
import type { ContributorsTable, Schema } from '../../infra/database/schema.ts';

/** A contributor as the owner API shows it (never the password hash). */
export interface Contributor {
  id: string;
  websiteId: string;
  email: string;
  name: string;
  role: ContributorRole;
  createdAt: number;
}

/** Input of {@link createContributor}. */
export interface NewContributor {
  email: string;
  password: string;
  role: ContributorRole;
  /** @default the part of the e-mail before '@' */
  name?: string;
  /** scrypt cost; tests pass `TEST_SCRYPT_COST` to create many quickly. @default DEFAULT_SCRYPT_COST */
  cost?: ScryptCost;
  now?: number;
}

/** E-mails are compared trimmed and lower-cased (the unique constraint is on this form). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
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

/**
 * Adds a contributor to a site with a scrypt-hashed password.
 * @returns the contributor, or null when the site has one with this e-mail already
 * @example await createContributor(db, siteId, { email: 'sam@shop.test', password: 'long enough', role: 'STORE_MANAGER' })
 */
export async function createContributor(db: Kysely<Schema>, websiteId: string, input: NewContributor): Promise<Contributor | null> {
  const email = normalizeEmail(input.email);
  const row = {
    id: newId(),
    website_id: websiteId,
    email,
    name: input.name?.trim() || email.split('@')[0],
    role: input.role,
    password_hash: await hashPassword(input.password, input.cost ?? DEFAULT_SCRYPT_COST),
    created_at: input.now ?? Date.now(),
  };
  // The unique (website_id, email) constraint settles races between two adds.
  const inserted = await db
    .insertInto('contributors')
    .values(row)
    .onConflict((oc) => oc.columns(['website_id', 'email']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return inserted ? toContributor(inserted) : null;
}

/** The contributor row (with its hash) for sign-in; null when the site has no such e-mail. */
export async function findContributorForSignIn(
  db: Kysely<Schema>,
  websiteId: string,
  email: string,
): Promise<Selectable<ContributorsTable> | null> {
  const row = await db
    .selectFrom('contributors')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row ?? null;
}

/** The site's contributors, by e-mail. */
export async function listContributors(db: Kysely<Schema>, websiteId: string): Promise<Contributor[]> {
  const rows = await db.selectFrom('contributors').selectAll().where('website_id', '=', websiteId).orderBy('email').execute();
  return rows.map(toContributor);
}

/** How many contributors a site has (0 means the first admin must be created). */
export async function countContributors(db: Kysely<Schema>, websiteId: string, role?: ContributorRole): Promise<number> {
  let query = db.selectFrom('contributors').select((eb) => eb.fn.countAll<number>().as('n')).where('website_id', '=', websiteId);
  if (role) query = query.where('role', '=', role);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Why {@link setContributorRole} refused. */
export type RoleChangeFailure = 'not-found' | 'last-admin';

/**
 * Changes a contributor's role. Refuses to demote the site's last ADMIN, so a site always has someone
 * who can manage contributors (checked in the same UPDATE statement).
 */
export async function setContributorRole(
  db: Kysely<Schema>,
  websiteId: string,
  contributorId: string,
  role: ContributorRole,
): Promise<Contributor | RoleChangeFailure> {
  let query = db.updateTable('contributors').set({ role }).where('website_id', '=', websiteId).where('id', '=', contributorId);
  if (role !== 'ADMIN') {
    query = query.where((eb) =>
      eb.or([
        eb('role', '!=', 'ADMIN'),
        eb(
          eb
            .selectFrom('contributors as other')
            .select((e) => e.fn.countAll<number>().as('n'))
            .where('other.website_id', '=', websiteId)
            .where('other.role', '=', 'ADMIN')
            .where('other.id', '!=', contributorId),
          '>',
          0,
        ),
      ]),
    );
  }
  const row = await query.returningAll().executeTakeFirst();
  if (row) return toContributor(row);
  const exists = await db.selectFrom('contributors').select('id').where('website_id', '=', websiteId).where('id', '=', contributorId).executeTakeFirst();
  return exists ? 'last-admin' : 'not-found';
}
