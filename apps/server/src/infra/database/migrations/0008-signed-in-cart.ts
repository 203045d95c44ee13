import { sql, type Kysely } from 'kysely';

/*
 * The signed-in cart (issue 11): an account has at most one open cart per site. A partial unique
 * index, so two sign-ins (or two first adds) at once cannot make two, while the account's purchased
 * carts keep their owner. Schema builder only, so it runs on SQLite and PostgreSQL alike.
 */

/** One open cart per account and site. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('carts_open_per_site_user')
    .on('carts')
    .columns(['website_id', 'site_user_id'])
    .unique()
    .where(sql.ref('is_purchased'), '=', 0)
    .execute();
}

/** Drops the index. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('carts_open_per_site_user').ifExists().execute();
}
