import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postgresAvailable } from '../apps/server/src/test-support/dialects.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';
import { Ledger } from './crash-safety/ledger.ts';
import { formProblems, mediaProblems, orderProblems, pageProblems, stockProblems, titleProblems } from './crash-safety/invariants.ts';
import { freshPostgresDatabase, postgresStore, sqliteStore, type StoreDatabase } from './crash-safety/store-database.ts';
import { setUpCrashStore } from './crash-safety/store-setup.ts';
import { payWithTestCard, recordPayment, startWriting } from './crash-safety/writers.ts';

/*
 * Crash safety (as an operator's `kill -9` would test it): `plinth start` on a fresh data folder,
 * shoppers racing to buy a mug of limited stock with the test card, visitors sending a contact form
 * and signing up for the newsletter, and the owner renaming the mug, moving its stock and uploading
 * files — all over real HTTP, every acknowledged write noted. At a random moment, with requests in
 * flight, the server gets SIGKILL and is started again on the same data; three times. Payments whose
 * answer was lost are retried with their idempotency key. Then nothing acknowledged may be missing
 * and nothing may be half written (invariants.ts).
 */

const ROUNDS = 3;
/** About what the shoppers buy in three rounds: it sells out near the end, so the last units are raced for. */
const INITIAL_STOCK = 150;
/** Writing lasts this long, plus up to as much again at random, before each kill. */
const WRITE_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function kill(server: ServerProcess): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

async function crashAndCheck(dialect: 'sqlite' | 'postgres'): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-crash-'));
  const postgres = dialect === 'postgres' ? await freshPostgresDatabase() : null;
  const env = postgres ? { DATABASE_URL: postgres.url } : {};
  let server = await startServerProcess({ dataDir, env });
  let db: StoreDatabase | undefined;
  try {
    const baseURL = () => server.baseURL;
    const store = await setUpCrashStore(baseURL, INITIAL_STOCK);
    const ledger = new Ledger();
    const ownerSteps = { n: 0 };
    const kills: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const writing = startWriting(store, ledger, baseURL, ownerSteps);
      const writeMs = Math.round(WRITE_MS * (1 + Math.random()));
      kills.push(writeMs);
      await sleep(writeMs);
      writing.stop();
      await kill(server);
      await writing.done;
      if (dialect === 'sqlite') expect(await sqliteStore(dataDir).integrityCheck(), `integrity after kill ${round + 1}`).toBe('ok');
      server = await startServerProcess({ dataDir, env });
    }

    // A visitor whose payment got no answer pays again with the same key: the order once, or a clear refusal.
    await Promise.all(
      ledger.unansweredPayments.map(async (payment) => {
        const answer = await payWithTestCard(payment.client, payment.idempotencyKey);
        ledger.count('pay retried', answer.status);
        if (answer.status >= 500) ledger.unexpected.push(`a retried payment answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        recordPayment(ledger, payment.email, answer);
      }),
    );
    console.log(`crash safety [${dialect}]: killed after ${kills.join(', ')} ms; ${ledger.orders.size} orders acknowledged; ${ledger.summary()}`);

    db = postgres ? await postgresStore(postgres.url) : sqliteStore(dataDir);
    expect(await db.integrityCheck()).toBe('ok');
    const problems = [
      ...ledger.unexpected,
      ...(await pageProblems(server.baseURL, store)),
      ...(await orderProblems(db, ledger, store)),
      ...(await stockProblems(db, ledger, store)),
      ...(await formProblems(db, ledger, store)),
      ...(await mediaProblems(db, ledger, store, server.baseURL)),
      ...(await titleProblems(db, ledger, store)),
    ];
    expect(problems).toEqual([]);
    // The run wrote something of every kind, or it proved nothing.
    expect(ledger.orders.size).toBeGreaterThan(0);
    expect(ledger.submissions.size + ledger.signUps.size).toBeGreaterThan(0);
  } finally {
    await db?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

describe('crash safety: SIGKILL in the middle of writes', () => {
  it('loses nothing acknowledged and leaves nothing half written [sqlite]', () => crashAndCheck('sqlite'), 90_000);
  it.skipIf(!postgresAvailable)('loses nothing acknowledged and leaves nothing half written [postgres]', () => crashAndCheck('postgres'), 90_000);
});
