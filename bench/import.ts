import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadOptions } from './options.ts';
import { sampleMemory } from './process-memory.ts';
import { table } from './report.ts';

/*
 * `npm run bench -- import`: a 10,000-product Shopify CSV (three variants each: 30,000 rows, with
 * compare-at prices, stock, weights, tags and HTML descriptions) imported into a fresh SQLite site
 * by `plinth import shopify-products`, in its own process: how long it takes and the process's peak
 * resident memory, sampled from /proc every 100 ms (issue 34: ≤ 60 s and under 300 MB — the file
 * is streamed, one product in memory at a time). A second run of the same file (every product found
 * again, nothing written) is timed too.
 */

export const IMPORT_PRODUCTS = 10_000;
export const IMPORT_BUDGET = { seconds: 60, residentMb: 300 };

export interface ImportRun {
  label: string;
  seconds: number;
  /** CPU time the process used (user + system): the figure that holds on a busy machine. */
  cpuSeconds: number;
  peakMb: number;
  summary: string;
}

export interface ImportBenchResult {
  products: number;
  rows: number;
  fileMb: number;
  runs: ImportRun[];
  pass: { time: boolean; memory: boolean };
}

const CLI = fileURLToPath(new URL('../apps/server/src/cli.ts', import.meta.url));

async function writeCsv(path: string): Promise<{ rows: number; bytes: number }> {
  const out = createWriteStream(path);
  let rows = 0;
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  await write('Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Status');
  for (let p = 0; p < IMPORT_PRODUCTS; p++) {
    const handle = `bench-product-${p}`;
    for (const [v, size] of ['S', 'M', 'L'].entries()) {
      const first = v === 0;
      const body = first ? `"<p>Product ${p}: a <strong>sturdy</strong> thing, made to last.</p><ul><li>Cotton</li><li>Washable</li></ul>"` : '';
      await write(`${handle},${first ? `Bench Product ${p}` : ''},${body},Acme,${first ? 'Things' : ''},${first ? '"bench, things"' : ''},${first ? 'TRUE' : ''},${first ? 'Size' : ''},${size},,,,,BP-${p}-${size},${200 + v * 10},shopify,${(p + v) % 20},${(19 + (p % 50)).toFixed(2)},${p % 3 === 0 ? (29 + (p % 50)).toFixed(2) : ''},,${first ? 'active' : ''}`);
      rows++;
    }
  }
  out.end();
  await once(out, 'finish');
  return { rows, bytes: out.bytesWritten };
}

/** User + system CPU seconds of a process so far (/proc/<pid>/stat, 100 ticks a second), 0 once it has gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ seconds: number; cpuSeconds: number; peakMb: number; stdout: string; code: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const memory = sampleMemory(child.pid as number, 100);
  let cpuSeconds = 0;
  const cpu = setInterval(() => (cpuSeconds = Math.max(cpuSeconds, cpuSecondsOf(child.pid as number))), 100);
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.resume();
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      const peak = memory.stop();
      clearInterval(cpu);
      resolve({ seconds: Math.round((performance.now() - started) / 100) / 10, cpuSeconds: Math.round(cpuSeconds * 10) / 10, peakMb: Math.round(peak / 1024 / 1024), stdout, code: code ?? 1 });
    }),
  );
}

export async function benchImport(_options: LoadOptions, log: (line: string) => void): Promise<ImportBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'plinth-bench-import-'));
  try {
    const file = join(dir, 'products.csv');
    log(`import: writing ${IMPORT_PRODUCTS} products`);
    const { rows, bytes } = await writeCsv(file);
    // SQLite in a folder of its own, whatever the environment names.
    const { DATABASE_URL: _url, ...rest } = process.env;
    const env = { ...rest, DATA_DIR: join(dir, 'data'), NODE_ENV: 'production' };
    const seeded = await run(['migrate'], env);
    if (seeded.code !== 0) throw new Error('plinth migrate failed');
    // An empty site: the first start would make it; the import needs one to import into.
    const { openDatabase } = await import('../apps/server/src/infra/database/database.ts');
    const { createWebsite } = await import('../apps/server/src/features/site/index.ts');
    const database = await openDatabase({ databaseUrl: undefined, dataDir: join(dir, 'data') });
    await createWebsite(database.db, { name: 'Bench', isDefault: true, hosts: ['bench.test'], now: Date.now() });
    await database.close();
    const runs: ImportRun[] = [];
    for (const label of ['first import', 'the same file again']) {
      log(`import: ${label}`);
      const result = await run(['import', 'shopify-products', file, '--json'], env);
      if (result.code !== 0) throw new Error(`plinth import failed: ${result.stdout}`);
      const view = JSON.parse(result.stdout) as { created: number; updated: number; skipped: number; errors: unknown[] };
      runs.push({ label, seconds: result.seconds, cpuSeconds: result.cpuSeconds, peakMb: result.peakMb, summary: `${view.created} created, ${view.updated} updated, ${view.skipped} skipped, ${view.errors.length} problems` });
    }
    const first = runs[0] as ImportRun;
    return { products: IMPORT_PRODUCTS, rows, fileMb: Math.round(bytes / 1024 / 102.4) / 10, runs, pass: { time: first.seconds <= IMPORT_BUDGET.seconds, memory: Math.max(...runs.map((r) => r.peakMb)) < IMPORT_BUDGET.residentMb } };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function importTable(r: ImportBenchResult): string {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'FAILED');
  return [
    `import — ${r.products.toLocaleString('en')} Shopify products (${r.rows.toLocaleString('en')} rows, ${r.fileMb} MB) into SQLite by plinth import, its own process`,
    table([['run', 'time', 'CPU', 'peak RSS', 'result'], ...r.runs.map((run) => [run.label, `${run.seconds} s`, `${run.cpuSeconds} s`, `${run.peakMb} MB`, run.summary])]),
    `≤ ${IMPORT_BUDGET.seconds} s: ${verdict(r.pass.time)}; under ${IMPORT_BUDGET.residentMb} MB: ${verdict(r.pass.memory)}`,
  ].join('\n');
}
