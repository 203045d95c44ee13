import type { CartBenchResult } from './cart.ts';
import type { LoadResult } from './load.ts';
import type { PageBenchResult } from './page.ts';

/** A plain-text table: first row is the header, columns padded. */
export function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  const line = (row: string[]) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const us = (n: number) => `${Math.round(n)} µs`;
const pct = (n: number) => `${(n * 100).toFixed(n > 0 && n < 0.001 ? 3 : 1)} %`;
const paced = (rate: number) => (rate > 0 ? `, paced to ${int(rate)} req/s in all` : ', closed loop (unpaced)');
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function loadRow(label: string, r: LoadResult): string[] {
  return [label, int(r.rps), ms(r.latency.p50), ms(r.latency.p97_5), ms(r.latency.p99), int(r.requests), pct(r.failureShare)];
}
const LOAD_HEADER = ['target', 'req/s', 'p50', 'p97.5', 'p99', 'requests', 'non-2xx'];

/** The page bench as text. */
export function pageTable(r: PageBenchResult): string {
  const o = r.options;
  return [
    `page — ${r.product} ${r.path}, ${r.bytes} bytes; ${o.connections} connections × ${o.pipelining}${paced(o.rate)}, ${o.duration} s after ${o.warmup} s warm-up`,
    table([LOAD_HEADER, loadRow('product page (plinth)', r.page), loadRow('same bytes, static file', r.static), loadRow('same bytes, from memory', r.memory)]),
    `page/static: ${pct(r.ratio)} (budget ≥ ${pct(r.budget.ratioToStatic)}: ${verdict(r.pass.ratioToStatic)}); ` +
      `pages/s: ${int(r.page.rps)} (budget ≥ ${int(r.budget.pagesPerSecond)}: ${verdict(r.pass.pagesPerSecond)}); page/memory: ${pct(r.ratioToMemory)} (no budget)`,
    '',
    `experiments — ${r.experiments.experiments.join(', ')}; ${int(r.experiments.returningVisitors)} returning visitors (ss_cvr cookies), ${r.experiments.plain.length} alternating rounds`,
    table([
      [...LOAD_HEADER, 'server CPU/page'],
      ...r.experiments.plain.flatMap((plain, i) => {
        const running = r.experiments.returning[i];
        return [
          [...loadRow(`round ${i + 1}: no experiment, returning`, plain), us(plain.serverCpuUsPerRequest)],
          ...(running ? [[...loadRow(`round ${i + 1}: 3 experiments, returning`, running), us(running.serverCpuUsPerRequest)]] : []),
        ];
      }),
      [...loadRow('3 experiments, new visitors', r.experiments.newVisitors), us(r.experiments.newVisitors.serverCpuUsPerRequest)],
    ]),
    `returning visitors with experiments, by server CPU per page: ${pct(r.experiments.cpuRatio)} of the throughput without (budget ≥ ${pct(r.experiments.budget.ratioToPlain)}: ${verdict(r.experiments.pass)}); ` +
      `by mean req/s: ${pct(r.experiments.ratio)}. New visitors: ${pct(r.experiments.cpuRatioNew)} by CPU, ${pct(r.experiments.ratioNew)} by req/s (no budget)`,
  ].join('\n');
}

/** The cart bench as text. */
export function cartTable(r: CartBenchResult): string {
  const o = r.options;
  const statuses = Object.entries(r.statuses).map(([code, n]) => `${code}×${n}`).join(', ') || 'none';
  return [
    `cart — add ${r.product} (${r.sku}); ${o.connections} connections${paced(o.rate)}, ${o.visitors} visitors, ${o.duration} s after ${o.warmup} s warm-up`,
    table([LOAD_HEADER, loadRow('POST shopping-cart/entries', r.add)]),
    `p99: ${ms(r.add.latency.p99)} (budget ≤ ${r.budget.p99Ms} ms: ${verdict(r.pass.p99)}); mean ${ms(r.add.latency.mean)}, max ${ms(r.add.latency.max)}; ` +
      `statuses: ${statuses}; rate limiter refusals: ${r.statuses['429'] ?? 0}; pool exhausted: ${r.poolExhausted}`,
  ].join('\n');
}
