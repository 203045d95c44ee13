import type { ContributorRole } from '@plinth/platform';
import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { hashPassword, OWASP_ARGON2_COST, type Argon2Cost } from '../identity/index.ts';
import { contributorExists, insertContributor, listContributors, updateRoleKeepingAnAdmin, type Contributor } from './contributors-repository.ts';
import { DUPLICATE_CONTRIBUTOR_MESSAGE, LAST_ADMIN_MESSAGE, NO_SUCH_CONTRIBUTOR_MESSAGE } from './messages.ts';

/*
 * Contributors of a site and their roles (docs/owner-api.md "Contributors"): a site always keeps
 * one ADMIN, e-mails are unique per site, passwords are stored as Argon2id hashes only (the identity's scheme).
 */

/** Input of {@link createContributor}. */
export interface NewContributor {
  email: string;
  password: string;
  role: ContributorRole;
  /** @default the part of the e-mail before '@' */
  name?: string;
  /** Argon2id cost; tests pass `TEST_ARGON2_COST` to create many quickly. @default OWASP_ARGON2_COST */
  cost?: Argon2Cost;
  /** The password's Argon2id hash, made beforehand (so a transaction does not wait on hashing); then `password` is not read. */
  passwordHash?: string;
  now?: number;
}

/** E-mails are compared trimmed and lower-cased (the unique constraint is on this form). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Adds a contributor to a site with an Argon2id-hashed password.
 * @returns the contributor, or null when the site has one with this e-mail already (the seed and
 * the `plinth admin create` command branch on it)
 * @example await createContributor(db, siteId, { email: 'sam@shop.test', password: 'long enough', role: 'STORE_MANAGER' })
 */
export async function createContributor(db: Kysely<Schema>, websiteId: string, input: NewContributor): Promise<Contributor | null> {
  const email = normalizeEmail(input.email);
  return insertContributor(db, {
    id: newId(),
    website_id: websiteId,
    email,
    name: input.name?.trim() || email.split('@')[0],
    role: input.role,
    password_hash: input.passwordHash ?? (await hashPassword(input.password, input.cost ?? OWASP_ARGON2_COST)),
    created_at: input.now ?? Date.now(),
  });
}

/**
 * {@link createContributor} for the owner API.
 * @throws AppError CONFLICT when the site has a contributor with this e-mail
 */
export async function addContributor(db: Kysely<Schema>, websiteId: string, input: NewContributor): Promise<Contributor> {
  const created = await createContributor(db, websiteId, input);
  if (!created) throw new AppError('CONFLICT', DUPLICATE_CONTRIBUTOR_MESSAGE);
  return created;
}

/** The site's contributors, by e-mail. */
export function siteContributors(db: Kysely<Schema>, websiteId: string): Promise<Contributor[]> {
  return listContributors(db, websiteId);
}

/**
 * Changes a contributor's role; it applies to open sessions at once (the guard reads the role per
 * request). The site's last ADMIN cannot be demoted, so someone can always manage contributors.
 * @throws AppError NOT_FOUND for a contributor the site lacks, CONFLICT for the last ADMIN
 */
export async function changeContributorRole(db: Kysely<Schema>, websiteId: string, contributorId: string, role: ContributorRole): Promise<Contributor> {
  const changed = await updateRoleKeepingAnAdmin(db, websiteId, contributorId, role);
  if (changed) return changed;
  if (await contributorExists(db, websiteId, contributorId)) throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
  throw new AppError('NOT_FOUND', NO_SUCH_CONTRIBUTOR_MESSAGE);
}
