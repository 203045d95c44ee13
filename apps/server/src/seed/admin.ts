import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { emailSchema, passwordSchema, roleSchema } from '../features/owner/index.ts';
import type { Argon2Cost } from '../features/owner/index.ts';
import { countContributors, createContributor, type Contributor } from '../features/owner/index.ts';
import type { Schema } from '../infra/database/schema.ts';

/** The default website's id, or null when there is none yet. */
export async function defaultWebsiteId(db: Kysely<Schema>): Promise<string | null> {
  const row = await db.selectFrom('websites').select('id').where('is_default', '=', 1).executeTakeFirst();
  return row?.id ?? null;
}

export { adminFromEnv, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../infra/config.ts';

/**
 * Creates the first ADMIN of the default site when the site has no contributor yet.
 * @returns the new admin, or null when there is no default site or it has contributors already
 */
export async function seedFirstAdmin(
  db: Kysely<Schema>,
  admin: { email: string; password: string; cost?: Argon2Cost },
): Promise<Contributor | null> {
  const websiteId = await defaultWebsiteId(db);
  if (!websiteId || (await countContributors(db, websiteId)) > 0) return null;
  return createContributor(db, websiteId, { email: admin.email, password: admin.password, role: 'ADMIN', name: 'Admin', cost: admin.cost });
}

const adminCreateArgs = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().max(100, 'Name must be at most 100 characters.').optional(),
  role: roleSchema.default('ADMIN'),
});

/**
 * `plinth admin create --email … --password … [--name …] [--role ADMIN]`: adds a contributor to the
 * default site.
 * @returns the exit code: 0 done, 2 bad arguments, 1 no default site or the e-mail exists
 */
export async function adminCommand(db: () => Promise<{ db: Kysely<Schema>; close(): Promise<void> }>, argv: string[]): Promise<number> {
  const usage = 'Usage: plinth admin create --email <email> --password <password> [--name <name>] [--role ADMIN]';
  let values: Record<string, unknown>;
  try {
    const parsed = parseArgs({ args: argv, allowPositionals: true, options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } } });
    if (parsed.positionals.join(' ') !== 'create') throw new Error(usage);
    values = parsed.values;
  } catch (error) {
    console.error((error as Error).message === usage ? usage : `${(error as Error).message}\n${usage}`);
    return 2;
  }
  const input = adminCreateArgs.safeParse(values);
  if (!input.success) {
    console.error(input.error.issues.map((i) => i.message).join('\n'));
    return 2;
  }
  const database = await db();
  try {
    const websiteId = await defaultWebsiteId(database.db);
    if (!websiteId) {
      console.error('There is no website yet: run `plinth seed` (or `plinth start`) first.');
      return 1;
    }
    const created = await createContributor(database.db, websiteId, input.data);
    if (!created) {
      console.error(`A contributor with the e-mail ${input.data.email.toLowerCase()} exists already.`);
      return 1;
    }
    console.log(`Added ${created.email} (${created.role}).`);
    return 0;
  } finally {
    await database.close();
  }
}
