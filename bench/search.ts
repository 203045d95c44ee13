import { createCollection } from '../apps/server/src/features/catalog/index.ts';
import { createSearchIndexer, rebuildSearchIndex, searchSite } from '../apps/server/src/features/search/index.ts';
import { changeContent, createWebsite } from '../apps/server/src/features/site/index.ts';
import { openTestDatabase, postgresAvailable } from '../apps/server/src/test-support/dialects.ts';
import { newId } from '../apps/server/src/infra/database/ids.ts';
import type { LoadOptions } from './options.ts';
import { table } from './report.ts';

/*
 * `npm run bench -- search`: site search over 10,000 items (a blog of 5,000 posts and a shop of
 * 5,000 products, made-up text from a 2,000-word vocabulary) on SQLite and on PostgreSQL when it
 * is up: how long the first index build takes, a rebuild after one edit (only changed rows are
 * written), and searches per second with their p50 and p99 — one query at a time, as the service
 * answers /search and /api/search (a mix of one word, two words, a phrase, `or`, a left-out word,
 * a word that finds nothing and one of the commonest words).
 */

const ITEMS = 10_000;
/**
 * p99 budget of one search over 10,000 items, per database (issue 17 asks for the figures; these are
 * ours). PostgreSQL ranks every match with ts_rank, reading each matching row's tsvector: a query of
 * one of the commonest words (in ~87% of the items) ranks ~8,700 rows, hence its larger budget.
 */
export const SEARCH_P99_BUDGET_MS: Record<string, number> = { sqlite: 50, postgres: 100 };

export interface SearchDialectResult {
  dialect: string;
  items: number;
  firstBuildMs: number;
  rebuildAfterEditMs: number;
  queries: number;
  qps: number;
  p50Ms: number;
  p99Ms: number;
}

export interface SearchBenchResult {
  results: SearchDialectResult[];
  pass: boolean;
}

/** A deterministic pseudo-random generator (mulberry32), so every run searches the same text. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = ['ba', 'ke', 'ri', 'mo', 'lu', 'sa', 'ten', 'dor', 'vi', 'na', 'pel', 'gro', 'shi', 'qua', 'zen', 'fo'];

function vocabulary(rand: () => number, size: number): string[] {
  const words = new Set<string>();
  while (words.size < size) words.add(Array.from({ length: 2 + Math.floor(rand() * 2) }, () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)]).join(''));
  return [...words];
}

/** Words drawn with a Zipf-like skew: some common, most rare. */
const pick = (rand: () => number, words: string[]) => words[Math.floor(words.length * rand() ** 3)] as string;
const sentence = (rand: () => number, words: string[], n: number) => Array.from({ length: n }, () => pick(rand, words)).join(' ');

async function benchDialect(dialect: 'sqlite' | 'postgres', options: LoadOptions, log: (line: string) => void): Promise<SearchDialectResult> {
  const database = await openTestDatabase(dialect);
  const { db } = database;
  try {
    const now = Date.now();
    const site = await createWebsite(db, { name: 'Bench', isDefault: true, hosts: ['bench.test'], now });
    const blog = await createCollection(db, site.id, { urlId: 'blog', title: 'Blog', type: 'blog', navIndex: 1, now });
    const shop = await createCollection(db, site.id, { urlId: 'shop', title: 'Shop', type: 'products', navIndex: 2, now });
    const rand = random(17);
    const words = vocabulary(rand, 2000);
    log(`search [${dialect}]: writing ${ITEMS} items`);
    for (let start = 0; start < ITEMS; start += 500) {
      const rows = Array.from({ length: 500 }, (_, i) => {
        const n = start + i;
        return {
          id: newId(),
          website_id: site.id,
          collection_id: n % 2 ? shop : blog,
          url_id: `item-${n}`,
          record_type: n % 2 ? 11 : 1,
          title: sentence(rand, words, 4),
          excerpt: sentence(rand, words, 15),
          body_html: `<p>${sentence(rand, words, 80)}</p><p>${sentence(rand, words, 80)}</p>`,
          author_name: null,
          published_at: now - n * 60_000,
          main_image_url: null,
          main_image_size: null,
          created_at: now,
        };
      });
      await changeContent(db, site.id, (tx) => tx.insertInto('items').values(rows).execute());
    }
    const version = async () => Number((await db.selectFrom('websites').select('content_version').where('id', '=', site.id).executeTakeFirstOrThrow()).content_version);

    let started = performance.now();
    await rebuildSearchIndex(db, site.id, await version(), Date.now());
    const firstBuildMs = performance.now() - started;
    await changeContent(db, site.id, (tx) => tx.updateTable('items').set({ title: 'An edited title' }).where('url_id', '=', 'item-7').execute());
    started = performance.now();
    await rebuildSearchIndex(db, site.id, await version(), Date.now());
    const rebuildAfterEditMs = performance.now() - started;
    log(`search [${dialect}]: index built in ${firstBuildMs.toFixed(0)} ms, rebuilt after one edit in ${rebuildAfterEditMs.toFixed(0)} ms`);

    const indexer = createSearchIndexer(db, Date.now);
    const current = { id: site.id, contentVersion: await version() };
    const queries = (i: number): string => {
      // Visitors search for particular words: drawn evenly from the vocabulary, and one query in
      // seven is one of the ten commonest words (found in most items: the slowest kind).
      const w = () => words[Math.floor(rand() * words.length)] as string;
      switch (i % 7) {
        case 6: return words[Math.floor(rand() * 10)] as string;
        case 0: return w();
        case 1: return `${w()} ${w()}`;
        case 2: return `"${w()} ${w()}"`;
        case 3: return `${w()} or ${w()}`;
        case 4: return `${w()} -${w()}`;
        default: return 'nothingmatchesthis';
      }
    };
    const viewer = { canRead: () => true, now: Date.now() };
    const run = async (seconds: number, record: boolean) => {
      const latencies: number[] = [];
      const until = performance.now() + seconds * 1000;
      let i = 0;
      while (performance.now() < until) {
        const t = performance.now();
        await searchSite(db, indexer, current, { q: queries(i++), type: i % 5 ? 'all' : 'post', page: 1 }, viewer);
        if (record) latencies.push(performance.now() - t);
      }
      return latencies;
    };
    await run(Math.min(options.warmup, 2), false);
    const seconds = Math.min(options.duration, 10);
    const latencies = (await run(seconds, true)).sort((a, b) => a - b);
    const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] as number;
    return { dialect, items: ITEMS, firstBuildMs, rebuildAfterEditMs, queries: latencies.length, qps: latencies.length / seconds, p50Ms: q(0.5), p99Ms: q(0.99) };
  } finally {
    await database.dispose();
  }
}

/** Runs the search bench on SQLite, and on PostgreSQL when it is up. */
export async function benchSearch(options: LoadOptions, log: (line: string) => void): Promise<SearchBenchResult> {
  const results = [await benchDialect('sqlite', options, log)];
  if (postgresAvailable) results.push(await benchDialect('postgres', options, log));
  else log('search: PostgreSQL is not running at 127.0.0.1:5432; SQLite only');
  return { results, pass: results.every((r) => r.p99Ms <= (SEARCH_P99_BUDGET_MS[r.dialect] ?? 50)) };
}

/** The result as a table. */
export function searchTable(r: SearchBenchResult): string {
  const rows = r.results.map((x) => [x.dialect, String(x.items), `${x.firstBuildMs.toFixed(0)} ms`, `${x.rebuildAfterEditMs.toFixed(0)} ms`, String(x.queries), x.qps.toFixed(0), `${x.p50Ms.toFixed(2)} ms`, `${x.p99Ms.toFixed(2)} ms`]);
  const budgets = Object.entries(SEARCH_P99_BUDGET_MS).map(([dialect, ms]) => `${dialect} ${ms} ms`).join(', ');
  return `Site search (one query at a time; p99 budget ${budgets})\n${table([['database', 'items', 'first build', 'rebuild after 1 edit', 'queries', 'queries/s', 'p50', 'p99'], ...rows])}`;
}
