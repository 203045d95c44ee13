import type { Kysely } from 'kysely';

/*
 * Product photos (issue 14 "Product photos"): a product's library files in the owner's order (the
 * first is its main image) and the file each variant shows. Rows go with their product, variant or
 * file (a deleted file leaves no photo pointing at nothing).
 */

/** Creates product_media and variant_media. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_media')
    .addColumn('product_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('media_id', 'text', (c) => c.notNull().references('media_files.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_media_pk', ['product_id', 'media_id'])
    .execute();
  await db.schema.createIndex('product_media_media').on('product_media').column('media_id').execute();

  await db.schema
    .createTable('variant_media')
    .addColumn('variant_id', 'text', (c) => c.primaryKey().references('variants.id').onDelete('cascade'))
    .addColumn('media_id', 'text', (c) => c.notNull().references('media_files.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('variant_media_media').on('variant_media').column('media_id').execute();
}

/** Drops the product photo tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('variant_media').ifExists().execute();
  await db.schema.dropTable('product_media').ifExists().execute();
}
