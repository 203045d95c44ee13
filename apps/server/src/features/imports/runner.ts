import { rm, stat } from 'node:fs/promises';
import type { ImportKind } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { processProbe } from '../../infra/memory/compact-when-idle.ts';
import { createCollection } from '../catalog/index.ts';
import type { MediaImporter } from '../media/index.ts';
import { saveRedirects } from '../redirects/index.ts';
import { csvRows, type CsvRow } from './csv-rows.ts';
import { importCustomers } from './customers-import.ts';
import { updateImport } from './imports-repository.ts';
import { pictureHome, type PictureHome } from './pictures.ts';
import { sourceProducts, type ProductKind, type SourceProduct } from './product-sources.ts';
import { preparePictures, writeProduct, type PreparedPictures, type ProductWriteContext } from './product-writer.ts';
import { ImportTally } from './tally.ts';
import { importWordpress } from './wordpress-import.ts';

/*
 * One import run, start to end: the file read as a stream (memory holds one record at a time),
 * each record written as it comes, the counts and the rows not taken written to the imports row
 * four times a second for whoever follows it, the redirects from old addresses saved at the end,
 * and the temp file deleted whatever happens.
 */

/** Products written in one transaction (a failed one is written again alone). */
const PRODUCTS_PER_TRANSACTION = 50;

/** What an import runs with. */
export interface ImportDeps {
  db: Kysely<Schema>;
  now(): number;
  media: MediaImporter;
  /** Host names an import may fetch pictures from whatever their address (PLINTH_IMPORT_ALLOW_HOSTS). */
  allowHosts: readonly string[];
}

/** One import to run. */
export interface ImportJob {
  id: string;
  websiteId: string;
  kind: ImportKind;
  /** The uploaded file (deleted when the run ends, unless `keep`). */
  path: string;
  /** Leaves the file where it is (the CLI reads the owner's own file). */
  keep?: boolean;
}

/** What every kind of import is handed. */
export interface KindRun {
  deps: ImportDeps;
  job: ImportJob;
  tally: ImportTally;
  pictures: PictureHome;
  /** Tells how much of the file was read (bytes), for the progress. */
  read(bytes: number): void;
  /** Old address → new, saved as redirects at the end. */
  redirects: Array<{ from: string; to: string }>;
}

/** The store products are imported into: the site's first store, or a new one at /shop. */
async function storeOf(db: Kysely<Schema>, websiteId: string, now: number): Promise<{ id: string; url: string }> {
  const store = await db.selectFrom('collections').select(['id', 'url_id']).where('website_id', '=', websiteId).where('type', '=', 'products').orderBy('created_at').orderBy('id').executeTakeFirst();
  if (store) return { id: store.id, url: `/${store.url_id}` };
  const taken = await db.selectFrom('collections').select('id').where('website_id', '=', websiteId).where('url_id', '=', 'shop').executeTakeFirst();
  const urlId = taken ? 'store' : 'shop';
  const id = await createCollection(db, websiteId, { urlId, title: 'Shop', type: 'products', navIndex: null, now });
  return { id, url: `/${urlId}` };
}

async function importProducts(run: KindRun, kind: ProductKind): Promise<void> {
  const { deps, job, tally } = run;
  const store = await storeOf(deps.db, job.websiteId, deps.now());
  const ctx: ProductWriteContext = { db: deps.db, websiteId: job.websiteId, collectionId: store.id, collectionUrl: store.url, kind, pictures: run.pictures, tally, now: deps.now, redirects: run.redirects };
  async function* counted(): AsyncGenerator<CsvRow> {
    for await (const row of csvRows(job.path)) {
      run.read(row.bytesRead);
      yield row;
    }
  }
  const memory = processProbe();
  let heapAfterCollect = memory.heapBytes();
  // Products are written a batch to a transaction (their pictures brought home first, outside it).
  let batch: Array<{ product: SourceProduct; prepared: PreparedPictures }> = [];
  const flush = async () => {
    if (!batch.length) return;
    const before = { created: tally.created, updated: tally.updated, skipped: tally.skipped, errors: tally.errors.length, redirects: run.redirects.length };
    try {
      await inTransaction(deps.db, async (tx) => {
        for (const { product, prepared } of batch) await writeProduct({ ...ctx, db: tx }, product, prepared);
      });
    } catch {
      // One product failed the batch: write them one by one, so only that one is reported.
      Object.assign(tally, { created: before.created, updated: before.updated, skipped: before.skipped });
      tally.errors.length = before.errors;
      run.redirects.length = before.redirects;
      for (const { product, prepared } of batch) {
        try {
          await inTransaction(deps.db, (tx) => writeProduct({ ...ctx, db: tx }, product, prepared));
        } catch (error) {
          tally.problem(product.line, `${product.title} could not be saved: ${(error as Error).message}`);
          tally.skipped++;
        }
      }
    }
    batch = [];
    // A long import keeps the heap small: V8 left alone lets the garbage of thousands of products grow it.
    if (memory.heapBytes() - heapAfterCollect > 24 * 1024 * 1024) {
      memory.collect();
      heapAfterCollect = memory.heapBytes();
    }
  };
  for await (const item of sourceProducts(kind, counted())) {
    if ('problem' in item) {
      tally.problem(item.problem.line, item.problem.message);
      continue;
    }
    batch.push({ product: item.product, prepared: await preparePictures(ctx, item.product) });
    if (batch.length === PRODUCTS_PER_TRANSACTION) await flush();
  }
  await flush();
}

/**
 * Runs one import to its end and records how it went; never throws (a failure is the import's
 * `failed` status with its reason).
 */
export async function runImport(deps: ImportDeps, job: ImportJob, onProgress?: (progress: number, tally: ImportTally) => void): Promise<void> {
  const tally = new ImportTally();
  const size = Math.max(1, (await stat(job.path).catch(() => ({ size: 1 }))).size);
  let progress = 0;
  let lastWrite = 0;
  const snapshot = () => ({ progress, created: tally.created, updated: tally.updated, skipped: tally.skipped, errors_json: JSON.stringify([...tally.errors].sort((a, b) => a.line - b.line)) });
  const run: KindRun = {
    deps,
    job,
    tally,
    pictures: pictureHome(deps.db, deps.media, job.websiteId, { allowHosts: deps.allowHosts }, deps.now),
    redirects: [],
    read(bytes) {
      progress = Math.min(99, Math.floor((bytes / size) * 100));
      const now = Date.now();
      if (now - lastWrite < 250) return;
      lastWrite = now;
      onProgress?.(progress, tally);
      void updateImport(deps.db, job.id, snapshot()).catch(() => {});
    },
  };
  try {
    if (job.kind === 'wordpress') await importWordpress(run);
    else if (job.kind === 'shopify-customers') await importCustomers(run);
    else await importProducts(run, job.kind);
    if (run.redirects.length) {
      const wanted = run.redirects.filter((r) => r.from.toLowerCase() !== r.to.toLowerCase()).map((r) => ({ ...r, status: 301 as const, force: false }));
      await saveRedirects(deps.db, job.websiteId, wanted, { now: deps.now(), importId: job.id });
    }
    // Done means the pictures are in the library too, processed and served.
    await deps.media.idle();
    progress = 100;
    onProgress?.(progress, tally);
    await updateImport(deps.db, job.id, { ...snapshot(), status: 'done', finished_at: deps.now() });
  } catch (error) {
    await updateImport(deps.db, job.id, { ...snapshot(), status: 'failed', failure: failureOf(error), finished_at: deps.now() }).catch(() => {});
  } finally {
    if (!job.keep) await rm(job.path, { force: true });
  }
}

/** Why a whole import failed, in words. */
function failureOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `The file could not be read to its end: ${message}`;
}
