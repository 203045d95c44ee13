/**
 * `npm run bench -- [page|cart|template|checkout|signin|events|all] [--duration s] [--warmup s] [--connections n] [--pipelining n] [--visitors n] [--concurrency n] [--guesses n]`
 * Runs the benches, prints a table per bench and writes `.bench/<name>.json`. See bench/README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCart, type CartBenchResult } from './cart.ts';
import { benchCheckout, checkoutTable, type CheckoutBenchResult } from './checkout.ts';
import { benchEvents, eventsTable, type EventsBenchResult } from './events.ts';
import { parseLoadOptions } from './options.ts';
import { benchPage, type PageBenchResult } from './page.ts';
import { cartTable, pageTable } from './report.ts';
import { benchSignIn, signInTable, type SignInBenchResult } from './signin.ts';
import { benchTemplate, templateTable, type TemplateBenchResult } from './template.ts';

const BENCHES = ['page', 'cart', 'template', 'checkout', 'signin', 'events'] as const;
type BenchName = (typeof BENCHES)[number];

const OUT_DIR = fileURLToPath(new URL('../.bench/', import.meta.url));

const args = process.argv.slice(2);
const first = args[0] && !args[0].startsWith('--') ? args.shift() : 'all';
if (first !== 'all' && !BENCHES.includes(first as BenchName)) {
  console.error(`Unknown bench '${first}'. Use one of: ${[...BENCHES, 'all'].join(', ')}`);
  process.exit(2);
}
const options = parseLoadOptions(args);
const names: BenchName[] = first === 'all' ? [...BENCHES] : [first as BenchName];
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
  const result: PageBenchResult | CartBenchResult | TemplateBenchResult | CheckoutBenchResult | SignInBenchResult | EventsBenchResult =
    name === 'events'
      ? await benchEvents(options, log)
      : name === 'page'
      ? await benchPage(options, log)
      : name === 'cart'
        ? await benchCart(options, log)
        : name === 'checkout'
          ? await benchCheckout(options, log)
          : name === 'signin'
            ? await benchSignIn(options, log)
            : await benchTemplate(options, log);
  const file = join(OUT_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ machine, ...result }, null, 2)}\n`);
  console.log(
    result.name === 'events'
      ? eventsTable(result)
      : result.name === 'page'
        ? pageTable(result)
      : result.name === 'cart'
        ? cartTable(result)
        : result.name === 'checkout'
          ? checkoutTable(result)
          : result.name === 'signin'
            ? signInTable(result)
            : templateTable(result),
  );
  console.log(`(written to ${file})\n`);
  if (Object.values(result.pass).includes(false)) failed = true;
}
// A missed budget is reported, not an error: the exit code says whether every budget held.
process.exitCode = failed ? 1 : 0;
