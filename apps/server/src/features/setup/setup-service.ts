import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { createOwnerSession, hashPassword, OWASP_ARGON2_COST, type Argon2Cost } from '../identity/index.ts';
import { countContributors, createContributor, type Contributor } from '../owner/index.ts';
import { changeContent, setWebsiteIdentity } from '../site/index.ts';
import { SETUP_DONE_MESSAGE } from './messages.ts';

/*
 * The setup screen's rule (docs/owner-api.md "Setup"): a site with no contributor gets its first
 * owner, an ADMIN, exactly once — whoever asks first; every later call, and every call that loses a
 * race, is refused.
 */

/** The default time zone when the screen sends none. */
export const DEFAULT_SETUP_TIME_ZONE = 'America/New_York';

/** What the setup screen sends, parsed by the contract. */
export interface SetupInput {
  siteTitle: string;
  email: string;
  password: string;
  timeZone?: string | undefined;
  currency: string;
}

/** True while the site has no contributor (then /config shows the setup screen). */
export async function setupNeeded(db: Kysely<Schema>, websiteId: string): Promise<boolean> {
  return (await countContributors(db, websiteId)) === 0;
}

/**
 * Names the site (title, currency, time zone) and makes its first owner, then opens their session.
 * The password is hashed before the transaction; inside it, the site's row is written first — a row
 * lock on PostgreSQL, the one writer of SQLite (`begin immediate`) — so of racing calls only the
 * first finds no contributor; the others wait for its commit, find the owner and roll back.
 * @returns the owner and the secret token for their session cookie
 * @throws AppError CONFLICT once the site has a contributor
 */
export async function completeSetup(
  db: Kysely<Schema>,
  websiteId: string,
  input: SetupInput,
  options: { now: number; cost?: Argon2Cost },
): Promise<{ contributor: Contributor; token: string }> {
  // Cheap refusal first: no hashing for a site that is set up.
  if (!(await setupNeeded(db, websiteId))) throw new AppError('CONFLICT', SETUP_DONE_MESSAGE);
  const passwordHash = await hashPassword(input.password, options.cost ?? OWASP_ARGON2_COST);
  const contributor = await changeContent(db, websiteId, async (tx) => {
    await setWebsiteIdentity(tx, websiteId, { name: input.siteTitle, currency: input.currency, timeZone: input.timeZone ?? DEFAULT_SETUP_TIME_ZONE });
    if (!(await setupNeeded(tx, websiteId))) throw new AppError('CONFLICT', SETUP_DONE_MESSAGE);
    const created = await createContributor(tx, websiteId, { email: input.email, password: input.password, passwordHash, role: 'ADMIN', now: options.now });
    if (!created) throw new AppError('CONFLICT', SETUP_DONE_MESSAGE);
    return created;
  });
  return { contributor, token: await createOwnerSession(db, contributor, options.now) };
}
