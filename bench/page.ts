import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type autocannon from 'autocannon';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../e2e/support/server-process.ts';
import { measure, type LoadResult, type LoadTarget } from './load.ts';
import type { LoadOptions } from './options.ts';
import { startStaticServer } from './processes.ts';
import { twoOptionProduct } from './shop.ts';

/** Budgets of design.md for the product page. */
export const PAGE_BUDGET = { pagesPerSecond: 2000, ratioToStatic: 0.5 };
/** Issue 13: with three experiments running, the product page keeps this share of its throughput. */
export const EXPERIMENTS_BUDGET = { ratioToPlain: 0.95 };
/** Returning visitors of the experiments phase: 3 experiments each stay well inside the server's 50,000 remembered variants. */
const RETURNING_VISITORS = 5000;

/** A measured run and the server's CPU time it took. */
export interface CpuLoadResult extends LoadResult {
  /** The server process's CPU time (user + system) per answered request over the measured seconds, µs. */
  serverCpuUsPerRequest: number;
}

/**
 * The experiments phase: the same page for the same returning visitors with no experiment and with
 * three running, measured in alternating rounds (the experiments stopped and started again between
 * them), then new visitors with the experiments running.
 */
export interface PageExperimentsResult {
  /** The experiments running in the rounds with experiments. */
  experiments: string[];
  returningVisitors: number;
  /** Per round, no experiment on the site; requests carry the returning visitors' ss_cvr cookies. */
  plain: CpuLoadResult[];
  /** Per round, three experiments running; the same visitors, each of whom opened the page once before. */
  returning: CpuLoadResult[];
  /** Three experiments running; every request a new visitor (no cookie: an id minted, assigned, stored and counted). */
  newVisitors: CpuLoadResult;
  /** Mean req/s of the rounds with experiments / of those without. */
  ratio: number;
  /**
   * Server CPU per page without experiments / with them, over all rounds: the throughput ratio with
   * the server's core to itself (the budget: on this shared machine, req/s of runs a few seconds
   * apart differ by more than the 5 % measured).
   */
  cpuRatio: number;
  /** new-visitor req/s / mean req/s without experiments (reported, no budget: a first visit is one per visitor). */
  ratioNew: number;
  /** Server CPU per page without experiments / for new visitors (no budget). */
  cpuRatioNew: number;
  budget: typeof EXPERIMENTS_BUDGET;
  pass: boolean;
}

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
  pass: { pagesPerSecond: boolean; ratioToStatic: boolean; experiments: boolean };
  experiments: PageExperimentsResult;
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
    const experiments = await benchExperiments(server.baseURL, product.path, server.child.pid as number, options, log);
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
      pass: { pagesPerSecond: page.rps >= PAGE_BUDGET.pagesPerSecond, ratioToStatic: ratio >= PAGE_BUDGET.ratioToStatic, experiments: experiments.pass },
      experiments,
    };
  } catch (error) {
    // A server that died mid-run: its own last words explain more than the load generator's error.
    const { exitCode, signalCode } = server.child;
    if (exitCode !== null || signalCode !== null) throw new Error(`The server stopped (${exitCode ?? signalCode}):\n${server.output().slice(-3000)}`, { cause: error });
    throw error;
  } finally {
    await anchor?.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The three experiments of the bench: the add-to-cart label test of issue 13, a toggle and another test. */
const BENCH_EXPERIMENTS = [
  {
    name: 'add-to-cart-label',
    experimentType: 'AB_TEST',
    variants: [
      { name: 'control', value: 'Add to Cart', weight: 50 },
      { name: 'buy-now', value: 'Buy it now', weight: 50 },
    ],
  },
  {
    name: 'lesson-video-paywall',
    experimentType: 'FEATURE_TOGGLE',
    variants: [
      { name: 'off', value: 'false', weight: 50 },
      { name: 'on', value: 'true', weight: 50 },
    ],
  },
  {
    name: 'hero-headline',
    experimentType: 'AB_TEST',
    goal: 'purchase',
    variants: [
      { name: 'a', value: 'Made to last', weight: 34 },
      { name: 'b', value: 'Slow goods', weight: 33 },
      { name: 'c', value: 'Everyday things', weight: 33 },
    ],
  },
];

/** Signs the demo owner in: the cookie header of the session and the crumb its writes carry. */
async function ownerSession(baseURL: string): Promise<{ cookie: string; crumb: string }> {
  const home = await fetch(baseURL);
  const crumb = /crumb=([^;]+)/.exec(home.headers.getSetCookie().join('; '))?.[1] ?? '';
  const signIn = await fetch(`${baseURL}/api/owner/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb },
    body: JSON.stringify({ email: 'admin@plinth.local', password: 'plinth-demo' }),
  });
  if (!signIn.ok) throw new Error(`owner sign-in failed: ${signIn.status}`);
  const session = signIn.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return { cookie: [`crumb=${crumb}`, ...session].join('; '), crumb };
}

/** The bench's experiments, created (as drafts) through the owner API as an owner would; `setRunning` starts or stops them all. */
async function createExperiments(baseURL: string): Promise<{ names: string[]; setRunning(running: boolean): Promise<void> }> {
  const { cookie, crumb } = await ownerSession(baseURL);
  const ids: string[] = [];
  for (const body of BENCH_EXPERIMENTS) {
    const created = await fetch(`${baseURL}/api/owner/experiments`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': crumb }, body: JSON.stringify(body) });
    if (created.status !== 201) throw new Error(`creating ${body.name} answered ${created.status}: ${await created.text()}`);
    ids.push(((await created.json()) as { experiment: { id: string } }).experiment.id);
  }
  let now = false;
  return {
    names: BENCH_EXPERIMENTS.map((e) => e.name),
    async setRunning(running) {
      if (running === now) return;
      now = running;
      for (const id of ids) {
        const response = await fetch(`${baseURL}/api/owner/experiments/${id}/${running ? 'start' : 'stop'}`, { method: 'POST', headers: { cookie, 'x-csrf-token': crumb } });
        if (!response.ok) throw new Error(`${running ? 'starting' : 'stopping'} ${id} answered ${response.status}`);
      }
    },
  };
}

/** A browser's User-Agent: the experiments phase's requests are visitors, not bots (the server checks with isbot). */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Requests that rotate through `cookies`, one per request. */
function rotating(path: string, cookies: string[]): autocannon.Request[] {
  let next = 0;
  return [{ method: 'GET', path, setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'user-agent': BROWSER, cookie: cookies[next++ % cookies.length] as string } }) }];
}

/** The CPU time (user + system) process `pid` has used so far, in ms (Linux /proc; 100 ticks a second). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is the first, utime the 12th, stime the 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `measure`, with the server's CPU time per request over the measured seconds (the warm-up runs first, apart). */
async function measureWithCpu(target: LoadTarget, options: LoadOptions, pid: number): Promise<CpuLoadResult> {
  if (options.warmup > 0) await measure(target, { ...options, duration: options.warmup, warmup: 0 });
  const before = cpuMs(pid);
  const result = await measure(target, { ...options, warmup: 0 });
  const used = cpuMs(pid) - before;
  return { ...result, serverCpuUsPerRequest: (used * 1000) / Math.max(1, result.requests) };
}

/** Opens the page once for every visitor of the pool (50 at a time), so each is assigned and stored. */
async function visitEach(url: string, cookies: string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < cookies.length) {
      const cookie = cookies[next++] as string;
      const response = await fetch(url, { headers: { cookie, 'user-agent': BROWSER } });
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
}

/** Rounds of the page without and with experiments (alternating which comes first). */
const ROUNDS = 3;

/**
 * The cost of experiments at render (issue 13): the product page for a pool of returning visitors
 * (each with its own ss_cvr cookie), in rounds without experiments and with three running — each
 * visitor opened the page once before with them running (that first render assigned and stored
 * them), so the measured renders are a returning visitor's — and then ever new visitors, whose every
 * render mints an id, assigns three variants, queues their storage and records an exposure event.
 * Rounds alternate (plain first, then experiments first …) so drift of a shared machine falls on both.
 */
async function benchExperiments(baseURL: string, path: string, pid: number, options: LoadOptions, log: (line: string) => void): Promise<PageExperimentsResult> {
  const now = Date.now();
  const cookies = Array.from({ length: RETURNING_VISITORS }, (_, i) => `ss_cvr=benchvisitor${i}|${now}|${now}|1`);
  const experiments = await createExperiments(baseURL);
  await experiments.setRunning(true);
  log(`page: ${experiments.names.length} experiments running (${experiments.names.join(', ')}); each of ${RETURNING_VISITORS} visitors opens the page once …`);
  await visitEach(baseURL + path, cookies);
  const plain: CpuLoadResult[] = [];
  const returning: CpuLoadResult[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const running of round % 2 === 1 ? [false, true] : [true, false]) {
      await experiments.setRunning(running);
      log(`page: round ${round}/${ROUNDS}, the same returning visitors, ${running ? 'experiments running' : 'no experiment'} …`);
      (running ? returning : plain).push(await measureWithCpu({ url: baseURL + path, requests: rotating(path, cookies) }, options, pid));
    }
  }
  await experiments.setRunning(true);
  log('page: measuring it with the experiments running, every request a new visitor …');
  const newVisitors = await measureWithCpu({ url: baseURL + path, headers: { 'user-agent': BROWSER } }, options, pid);
  const meanRps = (runs: LoadResult[]) => runs.reduce((sum, r) => sum + r.rps, 0) / runs.length;
  const cpuPerPage = (runs: CpuLoadResult[]) => runs.reduce((sum, r) => sum + r.serverCpuUsPerRequest * r.requests, 0) / Math.max(1, runs.reduce((sum, r) => sum + r.requests, 0));
  const cpuRatio = cpuPerPage(plain) / Math.max(1, cpuPerPage(returning));
  return {
    experiments: experiments.names,
    returningVisitors: RETURNING_VISITORS,
    plain,
    returning,
    newVisitors,
    ratio: meanRps(returning) / Math.max(1, meanRps(plain)),
    cpuRatio,
    ratioNew: newVisitors.rps / Math.max(1, meanRps(plain)),
    cpuRatioNew: cpuPerPage(plain) / Math.max(1, newVisitors.serverCpuUsPerRequest),
    budget: EXPERIMENTS_BUDGET,
    pass: cpuRatio >= EXPERIMENTS_BUDGET.ratioToPlain,
  };
}
