import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../infra/database/database.ts';
import { MIGRATIONS } from '../../infra/database/migrate.ts';
import { forEachStore } from '../../test-support/test-app.ts';

/*
 * What a load balancer and a container runtime ask (docs/deploy.md "Health and metrics"): /healthz
 * while the process serves, /readyz only while the database answers at this build's schema and the
 * process is not stopping.
 */

/** A database that does not answer: a PostgreSQL pool pointed at a port nobody listens on, or a closed SQLite file. */
async function goneDatabase(dialect: 'sqlite' | 'postgres'): Promise<{ database: Database; cleanUp: () => void }> {
  if (dialect === 'postgres') {
    const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/test', dataDir: '', migrate: false });
    return { database, cleanUp: () => void database.close().catch(() => undefined) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-gone-'));
  const database = await openDatabase({ dataDir });
  return { database, cleanUp: () => rmSync(dataDir, { recursive: true, force: true }) };
}

forEachStore('health and readiness', (store) => {
  it('GET /healthz answers 200 with the pid and uptime of the process, for any Host', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/healthz', headers: { host: 'unknown.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({ status: 'ok', pid: process.pid, uptime: expect.any(Number) });
    expect(body.uptime).toBeGreaterThan(0);
  });

  it('GET /readyz answers 200 when the database answers at the latest migration', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: true, pendingMigrations: 0, stopping: false });
  });

  it('GET /readyz answers 503 while a migration of this build is not applied', async () => {
    const last = Object.keys(MIGRATIONS).at(-1) as string;
    const [row] = (await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration where name = ${last}`.execute(store.db)).rows;
    await sql`delete from kysely_migration where name = ${last}`.execute(store.db);
    try {
      const response = await store.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: true, pendingMigrations: 1, stopping: false });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row?.name}, ${row?.timestamp})`.execute(store.db);
    }
    expect((await store.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('GET /readyz answers 503 once the process is stopping, while /healthz still answers', async () => {
    store.app.deps.lifecycle.stopping = true;
    try {
      const response = await store.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', database: true, stopping: true });
      expect((await store.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      store.app.deps.lifecycle.stopping = false;
    }
  });

  it('GET /readyz answers 503 with the database gone', async () => {
    const { database, cleanUp } = await goneDatabase(store.dialect);
    const app = await buildApp({ database });
    try {
      if (store.dialect === 'sqlite') await database.close();
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: false, pendingMigrations: null, stopping: false });
      expect(Date.now() - started).toBeLessThan(3000);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      cleanUp();
    }
  });
});
