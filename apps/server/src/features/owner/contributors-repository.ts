import type { ContributorRole } from '@plinth/platform';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ContributorsTable, Schema } from '../../infra/database/schema.ts';
import { toContributor, type Contributor } from '../identity/index.ts';

/** A contributor is one of the identity's two kinds of actor (features/identity/actors.ts). */
export { toContributor, type Contributor };

/**
 * Inserts a contributor row (e-mail normalised, password hashed by the caller).
 * @returns the contributor, or null when the site has one with this e-mail already: the unique
 * (website_id, email) constraint settles races between two adds.
 */
export async function insertContributor(db: Kysely<Schema>, row: Insertable<ContributorsTable>): Promise<Contributor | null> {
  const inserted = await db
    .insertInto('contributors')
    .values(row)
    .onConflict((oc) => oc.columns(['website_id', 'email']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return inserted ? toContributor(inserted) : null;
}

/** The contributor row (with its hash) of a normalised e-mail, for sign-in; null when the site has none. */
export async function findContributorForSignIn(
  db: Kysely<Schema>,
  websiteId: string,
  email: string,
): Promise<Selectable<ContributorsTable> | null> {
  const row = await db.selectFrom('contributors').selectAll().where('website_id', '=', websiteId).where('email', '=', email).executeTakeFirst();
  return row ?? null;
}

/** A contributor of the site by id; null when the site has none with that id. */
export async function findContributor(db: Kysely<Schema>, websiteId: string, contributorId: string): Promise<Contributor | null> {
  const row = await db.selectFrom('contributors').selectAll().where('website_id', '=', websiteId).where('id', '=', contributorId).executeTakeFirst();
  return row ? toContributor(row) : null;
}

/** The site's contributors, by e-mail. */
export async function listContributors(db: Kysely<Schema>, websiteId: string): Promise<Contributor[]> {
  const rows = await db.selectFrom('contributors').selectAll().where('website_id', '=', websiteId).orderBy('email').execute();
  return rows.map(toContributor);
}

/** How many contributors a site has, of one role or all (0 means the first admin must be created). */
export async function countContributors(db: Kysely<Schema>, websiteId: string, role?: ContributorRole): Promise<number> {
  let query = db.selectFrom('contributors').select((eb) => eb.fn.countAll<number>().as('n')).where('website_id', '=', websiteId);
  if (role) query = query.where('role', '=', role);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the site has this contributor. */
export async function contributorExists(db: Kysely<Schema>, websiteId: string, contributorId: string): Promise<boolean> {
  const row = await db.selectFrom('contributors').select('id').where('website_id', '=', websiteId).where('id', '=', contributorId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets a contributor's role unless that leaves the site without an ADMIN. The check is part of the
 * UPDATE statement itself, so two owners demoting the last two admins at once cannot both win.
 * @returns the changed contributor, or null when nothing was updated (no such contributor, or the last ADMIN)
 */
export async function updateRoleKeepingAnAdmin(
  db: Kysely<Schema>,
  websiteId: string,
  contributorId: string,
  role: ContributorRole,
): Promise<Contributor | null> {
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
  return row ? toContributor(row) : null;
}

/** Replaces a contributor's password hash (a former scrypt hash, at its next sign-in). */
export async function setContributorPasswordHash(db: Kysely<Schema>, contributorId: string, passwordHash: string): Promise<void> {
  await db.updateTable('contributors').set({ password_hash: passwordHash }).where('id', '=', contributorId).execute();
}
