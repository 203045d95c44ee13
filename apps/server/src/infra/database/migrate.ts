import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely/migration';
import * as m0001 from './migrations/0001-initial.ts';
import * as m0002 from './migrations/0002-owner.ts';
import * as m0003 from './migrations/0003-site-content.ts';
import * as m0004 from './migrations/0004-checkout.ts';
import * as m0005 from './migrations/0005-forms.ts';
import * as m0006 from './migrations/0006-restock.ts';
import * as m0007 from './migrations/0007-accounts.ts';
import * as m0008SignedInCart from './migrations/0008-signed-in-cart.ts';
import * as m0009Analytics from './migrations/0009-analytics.ts';
import * as m0010Insights from './migrations/0010-insights.ts';
import * as m0011Performance from './migrations/0011-performance.ts';
import * as m0012Experiments from './migrations/0012-experiments.ts';
import * as m0013Recordings from './migrations/0013-recordings.ts';
import * as m0014Media from './migrations/0014-media.ts';
import * as m0015Galleries from './migrations/0015-galleries.ts';
import * as m0016ProductMedia from './migrations/0016-product-media.ts';
import * as m0017PerformancePartitions from './migrations/0017-performance-partitions.ts';
import * as m0018EditorDocuments from './migrations/0018-editor-documents.ts';
import * as m0019Taxonomy from './migrations/0019-taxonomy.ts';
import * as m0020Styles from './migrations/0020-styles.ts';
import * as m0021Integrations from './migrations/0021-integrations.ts';
import * as m0022ApiKeys from './migrations/0022-api-keys.ts';
import * as m0023Comments from './migrations/0023-comments.ts';
import * as m0024Events from './migrations/0024-events.ts';
import * as m0025Search from './migrations/0025-search.ts';
import * as m0026PageTypes from './migrations/0026-page-types.ts';
import * as m0027JobLeases from './migrations/0027-job-leases.ts';
import * as m0028PaymentIntents from './migrations/0028-payment-intents.ts';
import * as m0029OrderWork from './migrations/0029-order-work.ts';
import * as m0030ShippingTaxes from './migrations/0030-shipping-taxes.ts';
import * as m0031Discounts from './migrations/0031-discounts.ts';
import * as m0032Designs from './migrations/0032-designs.ts';
import * as m0033ImportsRedirects from './migrations/0033-imports-redirects.ts';
import * as m0034TestProviderBooks from './migrations/0034-test-provider-books.ts';

/** Every migration, by name. Imported statically: no filesystem scanning, works from any cwd or bundle. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': m0001,
  '0002-owner': m0002,
  '0003-site-content': m0003,
  '0004-checkout': m0004,
  '0005-forms': m0005,
  '0006-restock': m0006,
  '0007-accounts': m0007,
  '0008-signed-in-cart': m0008SignedInCart,
  '0009-analytics': m0009Analytics,
  '0010-insights': m0010Insights,
  '0011-performance': m0011Performance,
  '0012-experiments': m0012Experiments,
  '0013-recordings': m0013Recordings,
  '0014-media': m0014Media,
  '0015-galleries': m0015Galleries,
  '0016-product-media': m0016ProductMedia,
  '0017-performance-partitions': m0017PerformancePartitions,
  '0018-editor-documents': m0018EditorDocuments,
  '0019-taxonomy': m0019Taxonomy,
  '0020-styles': m0020Styles,
  '0021-integrations': m0021Integrations,
  '0022-api-keys': m0022ApiKeys,
  '0023-comments': m0023Comments,
  '0024-events': m0024Events,
  '0025-search': m0025Search,
  '0026-page-types': m0026PageTypes,
  '0027-job-leases': m0027JobLeases,
  '0028-payment-intents': m0028PaymentIntents,
  '0029-order-work': m0029OrderWork,
  '0030-shipping-taxes': m0030ShippingTaxes,
  '0031-discounts': m0031Discounts,
  '0032-designs': m0032Designs,
  '0033-imports-redirects': m0033ImportsRedirects,
  '0034-test-provider-books': m0034TestProviderBooks,
};

const provider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) };

/**
 * Brings the schema to the latest migration. Safe to call from several processes at once: Kysely's
 * Migrator takes a lock table (an advisory lock on PostgreSQL). A migration numbered below one already
 * run (0030 landed after 0031–0033, each reserved by its feature) still runs, in number order.
 * @throws the migration's error, with the failing migration's name in the message
 */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const result = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  if (result.error !== undefined) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
