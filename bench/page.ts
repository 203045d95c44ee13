import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../e2e/support/server-process.ts';
import { measure, type LoadResult } from './load.ts';
import type { LoadOptions } from './options.ts';
import { startStaticServer } from './processes.ts';
import { twoOptionProduct } from './shop.ts';

/** Budgets of design.md for the product page. */
export const PAGE_BUDGET = { pagesPerSecond: 2000, ratioToStatic: 0.5 };

/** Result of the page bench. */
export interface PageBenchResult {
  name: 'page';
  product: string;
  path: string;
  bytes: number;
  options: LoadOptions;
  page: LoadResult;
  static: LoadResult;
  /** The same bytes from memory in the same Fastify process (not the budget's anchor; a ceiling). */
  memory: LoadResult;
  /** page rps / static rps (the budget). */
  ratio: number;
  /** page rps / memory rps. */
  ratioToMemory: number;
  budget: typeof PAGE_BUDGET;
  pass: { pagesPerSecond: boolean; ratioToStatic: boolean };
}

/**
 * Product-page throughput: `plinth start` (NODE_ENV=production, fresh SQLite) serving the two-option
 * product page, beside the static anchor (static-server.ts) sending the very same bytes. Requests
 * carry no Accept-Encoding, so both send the identity body; no cookies, like a first visit.
 */
export async function benchPage(options: LoadOptions, log: (line: string) => void): Promise<PageBenchResult> {
  const server = await startServerProcess();
  const dir = mkdtempSync(join(tmpdir(), 'plinth-bench-page-'));
  let anchor: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  try {
    const product = await twoOptionProduct(server.baseURL);
    const pageURL = server.baseURL + product.path;
    const response = await fetch(pageURL, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`GET ${product.path} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const file = join(dir, 'page.html');
    writeFileSync(file, bytes);
    anchor = await startStaticServer(file);
    const staticURL = anchor.baseURL + product.path;
    const check = Buffer.from(await (await fetch(staticURL, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    if (!check.equals(bytes)) throw new Error('The static server does not send the same bytes as the page');

    log(`page: ${product.title} ${product.path} (${bytes.length} bytes), ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s each`);
    log('page: measuring the product page …');
    const page = await measure({ url: pageURL }, options);
    log('page: measuring the static anchor …');
    const fixed = await measure({ url: staticURL }, options);
    log('page: measuring the same bytes from memory …');
    const memory = await measure({ url: `${anchor.baseURL}/memory${product.path}` }, options);
    const ratio = page.rps / Math.max(1, fixed.rps);
    return {
      name: 'page',
      product: product.title,
      path: product.path,
      bytes: bytes.length,
      options,
      page,
      static: fixed,
      memory,
      ratio,
      ratioToMemory: page.rps / Math.max(1, memory.rps),
      budget: PAGE_BUDGET,
      pass: { pagesPerSecond: page.rps >= PAGE_BUDGET.pagesPerSecond, ratioToStatic: ratio >= PAGE_BUDGET.ratioToStatic },
    };
  } finally {
    await anchor?.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
