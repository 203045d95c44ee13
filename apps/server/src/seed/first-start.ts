import type { Kysely } from 'kysely';
import { countContributors } from '../features/owner/index.ts';
import type { Config } from '../infra/config.ts';
import type { Schema } from '../infra/database/schema.ts';
import { defaultWebsiteId, seedFirstAdmin } from './admin.ts';
import { seedDemo } from './demo.ts';
import { seedEmptySite } from './empty-site.ts';

/** What `plinth start` found and made in the database before serving. */
export interface FirstStart {
  /** The demo store was seeded now (its pictures are then drawn in the background). */
  demoSeeded: boolean;
  /** An empty site was made now (a start without the demo on an empty database). */
  emptySiteCreated: boolean;
  /** The first admin made now from the configuration, if any. */
  adminCreated: string | null;
  /** The default site has no contributor: the setup screen at /config makes its owner. */
  needsOwner: boolean;
}

/**
 * Seeds what a start needs: with `config.demo` the demo store (its customer and the demo admin) on an
 * empty database; without it an empty site, with a first admin only when the operator set
 * PLINTH_ADMIN_EMAIL and PLINTH_ADMIN_PASSWORD. Never touches a database that has a website, except
 * to add that first admin to a site with no contributor.
 */
export async function seedFirstStart(db: Kysely<Schema>, config: Pick<Config, 'demo' | 'admin' | 'demoCustomer'>, now = Date.now()): Promise<FirstStart> {
  const demoSeeded = config.demo ? (await seedDemo(db, now, { customer: config.demoCustomer })) !== null : false;
  const emptySiteCreated = config.demo ? false : (await seedEmptySite(db, now)) !== null;
  const admin = config.admin ? await seedFirstAdmin(db, config.admin) : null;
  const websiteId = await defaultWebsiteId(db);
  const needsOwner = websiteId !== null && (await countContributors(db, websiteId)) === 0;
  return { demoSeeded, emptySiteCreated, adminCreated: admin?.email ?? null, needsOwner };
}

/** What the seeding did, printed before the app is built (tests wait for these lines as the server comes up). */
export function seedMessages(start: FirstStart): string[] {
  const lines: string[] = [];
  if (start.demoSeeded) lines.push('Seeded the demo store.');
  if (start.emptySiteCreated) lines.push('Created an empty site: no products, no accounts (start with --demo or PLINTH_DEMO=1 for the demo store).');
  if (start.adminCreated) lines.push(`Created the first admin, ${start.adminCreated}.`);
  return lines;
}

/**
 * The lines `plinth start` prints once it serves: where, and what to do next — the demo's sign-ins
 * (the demo defaults are printed so a first-time user can sign in; a password the operator set is
 * not), or the setup screen's address while the site has no owner.
 */
export function startMessages(config: Pick<Config, 'demo' | 'admin' | 'demoCustomer' | 'host' | 'port' | 'databaseUrl' | 'dataDir'>, start: FirstStart): string[] {
  const origin = `http://${config.host}:${config.port}`;
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  const lines: string[] = [];
  lines.push(`${config.demo ? 'Plinth demo store' : 'Plinth'}: ${origin}/  (${where}; Ctrl-C stops it)`);
  if (start.needsOwner) {
    lines.push(`Open ${origin}/config to create your site (its owner's e-mail and password).`);
    return lines;
  }
  const { admin, demoCustomer } = config;
  const signIn = admin ? ` — sign in as ${admin.defaults ? `${admin.email} / ${admin.password}` : admin.email}` : '';
  lines.push(`Dashboard: ${origin}/config${signIn}`);
  if (config.demo) {
    const customerSignIn = demoCustomer.defaults ? `${demoCustomer.email} / ${demoCustomer.password}` : demoCustomer.email;
    lines.push(`Demo customer: ${origin}/account/sign-in — sign in as ${customerSignIn}`);
  }
  return lines;
}
