import type { Kysely } from 'kysely';

/*
 * Site forms (issue 6): the full form model on `forms`, stored submissions, one-time submission keys,
 * the newsletter mailing list, per-site captcha settings and spent captcha challenges. Schema builder
 * only, so it runs on SQLite and PostgreSQL. SQLite adds one column per ALTER TABLE.
 */

/** Columns added to `forms`, with their defaults (existing rows take them). */
const FORM_COLUMNS: [name: string, type: 'text' | 'integer' | 'bigint', defaultValue: string | number | null][] = [
  ['parsed_submission_message', 'text', ''],
  ['submission_html', 'text', ''],
  ['success_redirect', 'text', ''],
  ['parsed_disclaimer_message', 'text', ''],
  ['captcha_enabled', 'integer', 0],
  ['captcha_theme', 'text', 'light'],
  ['captcha_alignment', 'text', 'left'],
  ['is_newsletter', 'integer', 0],
  // Newsletter forms: 1 = the address stays 'pending' until the confirmation link is opened.
  ['double_opt_in', 'integer', 0],
  // Who is told about a submission; null = the site's first ADMIN contributor.
  ['notify_email', 'text', null],
  // The page (collection or item id) the form is placed on; null = not on a page (product forms).
  ['page_id', 'text', null],
  ['created_at', 'bigint', 0],
  ['updated_at', 'bigint', 0],
];

/** Adds the form model columns and creates the submission, key, mailing-list and captcha tables. */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type, defaultValue] of FORM_COLUMNS) {
    await db.schema
      .alterTable('forms')
      .addColumn(name, type, (c) => (defaultValue === null ? c : c.notNull().defaultTo(defaultValue)))
      .execute();
  }
  await db.schema.createIndex('forms_site_page').on('forms').columns(['website_id', 'page_id']).execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('form_id', 'text', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    // canonicalValues(form, values) as JSON: the answers exactly as given.
    .addColumn('values_json', 'text', (c) => c.notNull())
    .addColumn('page_title', 'text', (c) => c.notNull())
    .addColumn('page_id', 'text', (c) => c.notNull())
    .addColumn('content_source', 'text', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('visitor_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_submissions_form_created')
    .on('form_submissions')
    .columns(['website_id', 'form_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('submission_keys')
    // SHA-256 (hex) of the key: the table alone cannot be replayed.
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // The crumb the key was issued to; only that visitor may spend it.
    .addColumn('visitor_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('submission_keys_expires').on('submission_keys').column('expires_at').execute();

  await db.schema
    .createTable('mailing_list')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // Trimmed, lower-case.
    .addColumn('email', 'text', (c) => c.notNull())
    // 'pending' | 'subscribed' | 'unsubscribed'.
    .addColumn('status', 'text', (c) => c.notNull())
    // SHA-256 (hex) of the token mailed with the confirmation: it confirms while 'pending' and unsubscribes at any time.
    .addColumn('confirm_token_hash', 'text')
    .addColumn('confirm_expires_at', 'bigint')
    .addColumn('source_form_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('mailing_list_site_email', ['website_id', 'email'])
    .execute();
  await db.schema.createIndex('mailing_list_token').on('mailing_list').column('confirm_token_hash').execute();
  await db.schema.createIndex('mailing_list_site_created').on('mailing_list').columns(['website_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('captcha_settings')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    // 'altcha' | 'recaptcha' | 'hcaptcha' | 'turnstile'.
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('altcha'))
    .addColumn('site_key', 'text')
    .addColumn('secret_key', 'text')
    // Operator override of the hosted provider's verify endpoint (tests, compatible self-hosted services).
    .addColumn('verify_url', 'text')
    // ALTCHA's HMAC secret: in the database so every process signs and verifies alike.
    .addColumn('altcha_hmac_secret', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('captcha_uses')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // The ALTCHA challenge's nonce: a solved challenge is spent once.
    .addColumn('challenge_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('captcha_uses_pk', ['website_id', 'challenge_id'])
    .execute();
  await db.schema.createIndex('captcha_uses_expires').on('captcha_uses').column('expires_at').execute();
}

/** Drops the tables and the added columns. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['captcha_uses', 'captcha_settings', 'mailing_list', 'submission_keys', 'form_submissions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('forms_site_page').ifExists().execute();
  for (const [name] of [...FORM_COLUMNS].reverse()) await db.schema.alterTable('forms').dropColumn(name).execute();
}
