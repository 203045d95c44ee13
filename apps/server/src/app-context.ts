import type { Kysely } from 'kysely';
import type { Database } from './db/database.ts';
import type { Schema } from './db/schema.ts';

/** What every route module gets: the database and process-wide settings. */
export interface AppContext {
  database: Database;
  db: Kysely<Schema>;
  /** SMTP server for outgoing mail (`SMTP_URL`); unset: mail stays in the outbox. */
  smtpUrl?: string;
  /** Called after any write that changes what pages show (the page cache keys on the content version). */
  now(): number;
}
