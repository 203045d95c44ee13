/**
 * `npm run bench -- [page|cart|template|checkout|signin|events|ingest|workers|images|search|import|lighthouse|all] [--duration s] [--warmup s] [--connections n] [--pipelining n] [--visitors n] [--concurrency n] [--guesses n]`
 * Runs the benches, prints a table per bench and writes `.bench/<name>.json`. See bench/README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCart } from './cart.ts';
import { benchCheckout, checkoutTable } from './checkout.ts';
import { benchEvents, eventsTable } from './events.ts';
import { benchImages, imagesTable } from './images.ts';
import { benchImport, importTable } from './import.ts';
import { benchIngest, ingestTable } from './ingest.ts';
import { benchLighthouse, lighthouseTable } from './lighthouse.ts';
import { parseLoadOptions, type LoadOptions } from './options.ts';
import { benchPage } from './page.ts';
import { benchWorkers, workersTable } from './workers.ts';
import { benchSearch, searchTable } from './search.ts';
import { cartTable, pageTable } from './report.ts';
import { benchSignIn, signInTable } from './signin.ts';
import { benchTemplate, templateTable } from './template.ts';

/** Every bench: how it runs and how its result reads. */
const BENCHES = {
  page: { run: benchPage, text: pageTable },
  cart: { run: benchCart, text: cartTable },
  template: { run: benchTemplate, text: templateTable },
  checkout: { run: benchCheckout, text: checkoutTable },
  signin: { run: benchSignIn, text: signInTable },
  events: { run: benchEvents, text: eventsTable },
  ingest: { run: benchIngest, text: ingestTable },
  workers: { run: benchWorkers, text: workersTable },
  images: { run: benchImages, text: imagesTable },
  search: { run: benchSearch, text: searchTable },
  import: { run: benchImport, text: importTable },
  lighthouse: { run: (_options: LoadOptions, log: (line: string) => void) => benchLighthouse(log), text: lighthouseTable },
} as const;
type BenchName = keyof typeof BENCHES;
type AnyResult = { pass: boolean | Record<string, boolean> };

const OUT_DIR = fileURLToPath(new URL('../.bench/', import.meta.url));

const args = process.argv.slice(2);
const first: string = (args[0] && !args[0].startsWith('--') ? args.shift() : undefined) ?? 'all';
if (first !== 'all' && !(first in BENCHES)) {
  console.error(`Unknown bench '${first}'. Use one of: ${[...Object.keys(BENCHES), 'all'].join(', ')}`);
  process.exit(2);
}
const options = parseLoadOptions(args);
const names: BenchName[] = first === 'all' ? (Object.keys(BENCHES) as BenchName[]).filter((name) => name !== 'lighthouse') : [first as BenchName];
const log = (line: string) => console.error(line);
const machine = {
  node: process.version,
  cpus: availableParallelism(),
  cpu: cpus()[0]?.model ?? 'unknown',
  nodeEnv: 'production (server processes)',
  date: new Date().toISOString(),
};

mkdirSync(OUT_DIR, { recursive: true });
let failed = false;
for (const name of names) {
  const bench = BENCHES[name] as unknown as { run: (options: LoadOptions, log: (line: string) => void) => Promise<AnyResult>; text: (result: AnyResult) => string };
  const result = await bench.run(options, log);
  const file = join(OUT_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ machine, ...result }, null, 2)}\n`);
  console.log(bench.text(result));
  console.log(`(written to ${file})\n`);
  const passes = typeof result.pass === 'boolean' ? [result.pass] : Object.values(result.pass);
  if (passes.includes(false)) failed = true;
}
// A missed budget is reported, not an error: the exit code says whether every budget held.
process.exitCode = failed ? 1 : 0;
