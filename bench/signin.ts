import { randomUUID } from 'node:crypto';
import { createSiteUser, OWASP_ARGON2_COST } from '../apps/server/src/features/site-users/index.ts';
import { openDatabase } from '../apps/server/src/infra/database/database.ts';
import { startServerProcess } from '../e2e/support/server-process.ts';
import type { LoadOptions } from './options.ts';
import { table } from './report.ts';
import { unlimitedVariant } from './shop.ts';
import { cookiePairs } from './visitors.ts';

const SESSION_PATH = '/api/site-users/account/session';
const ENTRIES_PATH = '/api/commerce/shopping-cart/entries';
const PASSWORD = 'bench-customer-password';
/** Accounts the sign-ins rotate through. */
const ACCOUNTS = 8;

/** Latencies of one phase, in milliseconds, with its rate. */
export interface SignInPhase {
  label: string;
  concurrency: number;
  requests: number;
  seconds: number;
  perSecond: number;
  latency: { mean: number; p50: number; p99: number; max: number };
  statuses: Record<string, number>;
}

/** Result of the sign-in bench. */
export interface SignInBenchResult {
  name: 'signin';
  options: LoadOptions;
  argon2: typeof OWASP_ARGON2_COST;
  /** Password sign-ins of a fresh browser, one at a time and `concurrency` at a time. */
  serial: SignInPhase;
  concurrent: SignInPhase;
  /** One at a time, each browser carrying a guest cart that merges into the account's. */
  withCart: SignInPhase;
  /** `guesses` wrong passwords against one account from one address, `concurrency` at a time. */
  guesses: SignInPhase & { refused429: number; wrong401: number; succeeded: number };
  /** The right password sent after the guesses: refused while the throttle holds. */
  rightPasswordAfter: number;
  pass: { allSignInsOk: boolean; noGuessSucceeded: boolean; throttled: boolean; rightPasswordRefused: boolean };
}

/**
 * Customer sign-in (issue 11): `POST /api/site-users/account/session` against `plinth start`
 * (NODE_ENV=production, fresh SQLite, loopback). Accounts are written straight into the server's
 * database with the real Argon2id cost (OWASP: 19 MiB, t=2, p=1), so every sign-in verifies a real
 * hash. Phases: sign-ins one at a time, then `concurrency` at a time (sign-ins/s), then one at a time
 * with a guest cart to merge; last, `guesses` wrong passwords against one account (the throttle
 * counts failures per account and per address: 5 in 15 minutes), then the right one. The throttling
 * phase comes last because it locks the bench's address out for 15 minutes.
 */
export async function benchSignIn(options: LoadOptions, log: (line: string) => void): Promise<SignInBenchResult> {
  const server = await startServerProcess();
  try {
    const emails = await addAccounts(server.dataDir, log);
    const url = server.baseURL + SESSION_PATH;
    const signIn = async (email: string, password = PASSWORD, cookie = '') => {
      const crumb = randomUUID().replace(/-/g, '');
      const t0 = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': crumb, cookie: `crumb=${crumb}${cookie ? `; ${cookie}` : ''}` },
        body: JSON.stringify({ email, password, rememberMe: false }),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - t0 };
    };
    let turn = 0;
    const nextEmail = () => emails[turn++ % emails.length];

    log(`signin: warming up for ${options.warmup} s …`);
    await runPhase('warm-up', 1, options.warmup, () => signIn(nextEmail()));

    log(`signin: one at a time for ${options.duration} s …`);
    const serial = await runPhase('sign-in, 1 at a time', 1, options.duration, () => signIn(nextEmail()));
    log(`signin: ${options.concurrency} at a time for ${options.duration} s …`);
    const concurrent = await runPhase(`sign-in, ${options.concurrency} at a time`, options.concurrency, options.duration, () => signIn(nextEmail()));

    const variant = await unlimitedVariant(server.baseURL);
    log(`signin: one at a time with a guest cart (${variant.sku}) to merge, ${options.duration} s …`);
    const withCart = await runPhase('sign-in + guest cart merge', 1, options.duration, async () => {
      // A fresh browser's guest cart (not timed), then the timed sign-in that merges it.
      const crumb = randomUUID().replace(/-/g, '');
      const added = await fetch(server.baseURL + ENTRIES_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': crumb, cookie: `crumb=${crumb}` },
        body: JSON.stringify({ itemId: variant.itemId, sku: variant.sku, quantity: 1 }),
      });
      await added.arrayBuffer();
      if (!added.ok) throw new Error(`add to cart answered ${added.status}`);
      return signIn(nextEmail(), PASSWORD, cookiePairs(added.headers.getSetCookie()));
    });

    const victim = emails[0];
    log(`signin: ${options.guesses} wrong passwords against ${victim}, ${options.concurrency} at a time …`);
    let sent = 0;
    const guessPhase = await runPhase(`${options.guesses} wrong passwords`, options.concurrency, Number.POSITIVE_INFINITY, () => signIn(victim, `wrong-guess-${sent}`), () => sent++ < options.guesses);
    const right = await signIn(victim);
    const guesses = { ...guessPhase, refused429: guessPhase.statuses['429'] ?? 0, wrong401: guessPhase.statuses['401'] ?? 0, succeeded: guessPhase.statuses['200'] ?? 0 };
    const allOk = (phase: SignInPhase) => phase.requests > 0 && phase.statuses['200'] === phase.requests;
    return {
      name: 'signin',
      options,
      argon2: OWASP_ARGON2_COST,
      serial,
      concurrent,
      withCart,
      guesses,
      rightPasswordAfter: right.status,
      pass: {
        allSignInsOk: allOk(serial) && allOk(concurrent) && allOk(withCart),
        noGuessSucceeded: guesses.succeeded === 0,
        throttled: guesses.refused429 >= options.guesses - 10,
        rightPasswordRefused: right.status === 429,
      },
    };
  } finally {
    await server.stop();
  }
}

/** Writes the bench's accounts into the server's database (verified, OWASP-cost hashes). */
async function addAccounts(dataDir: string, log: (line: string) => void): Promise<string[]> {
  log(`signin: adding ${ACCOUNTS} accounts (Argon2id ${OWASP_ARGON2_COST.memoryCost} KiB, t=${OWASP_ARGON2_COST.timeCost}) …`);
  const database = await openDatabase({ dataDir, migrate: false });
  try {
    const site = await database.db.selectFrom('websites').select('id').where('is_default', '=', 1).executeTakeFirstOrThrow();
    const emails: string[] = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const email = `bench-${i}-${randomUUID().slice(0, 8)}@plinth.test`;
      const made = await createSiteUser(database.db, { websiteId: site.id, email, password: PASSWORD, verifiedAt: Date.now(), now: Date.now(), cost: OWASP_ARGON2_COST });
      if (!made) throw new Error(`${email} exists already`);
      emails.push(email);
    }
    return emails;
  } finally {
    await database.close();
  }
}

/**
 * Runs `task` from `concurrency` clients for `seconds` (and while `more()` allows), timing each.
 */
async function runPhase(
  label: string,
  concurrency: number,
  seconds: number,
  task: () => Promise<{ status: number; ms: number }>,
  more: () => boolean = () => true,
): Promise<SignInPhase> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline && more()) {
      const { status, ms } = await task();
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    label,
    concurrency,
    requests: latencies.length,
    seconds: round(elapsed),
    perSecond: round(latencies.length / Math.max(elapsed, 0.001)),
    latency: { mean: round(latencies.reduce((sum, x) => sum + x, 0) / Math.max(1, latencies.length)), p50: at(0.5), p99: at(0.99), max: round(latencies.at(-1) ?? 0) },
    statuses,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The sign-in bench as text. */
export function signInTable(r: SignInBenchResult): string {
  const row = (p: SignInPhase) => [p.label, String(p.requests), `${p.seconds} s`, `${p.perSecond}/s`, `${p.latency.p50} ms`, `${p.latency.p99} ms`, `${p.latency.max} ms`, Object.entries(p.statuses).map(([code, n]) => `${code}×${n}`).join(', ')];
  const g = r.guesses;
  const verdict = (ok: boolean) => (ok ? 'ok' : 'FAILED');
  return [
    `signin — Argon2id m=${r.argon2.memoryCost} KiB, t=${r.argon2.timeCost}, p=${r.argon2.parallelism}; ${r.options.duration} s per phase after ${r.options.warmup} s warm-up`,
    table([['phase', 'requests', 'time', 'rate', 'p50', 'p99', 'max', 'statuses'], row(r.serial), row(r.concurrent), row(r.withCart), row(g)]),
    `wrong guesses: ${g.refused429} of ${g.requests} refused with 429 (${g.wrong401} answered 401 before the throttle held), ${g.succeeded} succeeded, ${g.seconds} s in all; ` +
      `the right password afterwards: ${r.rightPasswordAfter}. Sign-ins all 200: ${verdict(r.pass.allSignInsOk)}; no guess succeeded: ${verdict(r.pass.noGuessSucceeded)}; ` +
      `throttled: ${verdict(r.pass.throttled)}; right password refused while throttled: ${verdict(r.pass.rightPasswordRefused)}`,
  ].join('\n');
}
