import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../../e2e/support/server-process.ts';
import { openDatabase } from './infra/database/database.ts';

/*
 * A production start without the demo (issue 29): `plinth start` with NODE_ENV=production and no
 * PLINTH_DEMO serves an empty site — no products, no accounts, no default password anywhere — and
 * says where the setup screen is.
 */

/** Posts JSON with a crumb, as the sign-in forms do. */
async function post(baseURL: string, path: string, body: unknown): Promise<Response> {
  const crumb = 'production-start-crumb-0001';
  return fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb }, body: JSON.stringify(body) });
}

/** Rows of a table in the data folder's SQLite database (read beside the running server: WAL). */
async function countRows(dataDir: string, table: 'products' | 'site_users' | 'contributors' | 'items'): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    const row = await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await database.close();
  }
}

describe('a production start without the demo', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'plinth-production-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('serves an empty site: no products, no accounts, the demo passwords refused, the setup screen named', async () => {
    const dataDir = freshDir();
    const server = await startServerProcess({ dataDir, demo: false });
    try {
      const output = server.output();
      expect(output).toContain('Created an empty site');
      expect(output).toContain(`Open ${server.baseURL}/config to create your site`);
      expect(output).not.toContain('Seeded the demo store.');
      expect(output).not.toContain('plinth-demo');
      expect((await fetch(`${server.baseURL}/`)).status).toBe(200);
      expect((await fetch(`${server.baseURL}/shop`)).status).toBe(404);
      expect(await (await fetch(`${server.baseURL}/api/owner/setup`)).json()).toEqual({ needed: true });
      const admin = await post(server.baseURL, '/api/owner/session', { email: 'admin@plinth.local', password: 'plinth-demo' });
      expect(admin.status).toBe(401);
      const customer = await post(server.baseURL, '/api/site-users/account/session', { email: 'customer@plinth.local', password: 'plinth-demo-customer' });
      expect(customer.status).toBe(401);
      expect(await countRows(dataDir, 'products')).toBe(0);
      expect(await countRows(dataDir, 'site_users')).toBe(0);
      expect(await countRows(dataDir, 'contributors')).toBe(0);
      // The setup screen's call, 10 at once over HTTP: one owner, the others refused.
      const setups = await Promise.all(
        Array.from({ length: 10 }, (_, i) => post(server.baseURL, '/api/owner/setup', { siteTitle: 'Hazel & Rye', email: `owner-${i}@hazel.test`, password: 'a long enough secret' })),
      );
      expect(setups.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      expect(await countRows(dataDir, 'contributors')).toBe(1);
      expect(await (await fetch(`${server.baseURL}/api/owner/setup`)).json()).toEqual({ needed: false });
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('makes the first owner from PLINTH_ADMIN_EMAIL and PLINTH_ADMIN_PASSWORD, and prints no password', async () => {
    const dataDir = freshDir();
    const server = await startServerProcess({ dataDir, demo: false, env: { PLINTH_ADMIN_EMAIL: 'ops@shop.test', PLINTH_ADMIN_PASSWORD: 'a long operator secret' } });
    try {
      expect(server.output()).toContain('Created the first admin, ops@shop.test.');
      expect(server.output()).not.toContain('a long operator secret');
      expect(await (await fetch(`${server.baseURL}/api/owner/setup`)).json()).toEqual({ needed: false });
      expect((await post(server.baseURL, '/api/owner/session', { email: 'ops@shop.test', password: 'a long operator secret' })).status).toBe(200);
      expect(await countRows(dataDir, 'products')).toBe(0);
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('refuses to start in production with a first-admin password under 10 characters', () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const result = spawnSync(process.execPath, [cli, 'start'], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: freshDir(), PORT: '0', DATABASE_URL: '', PLINTH_DEMO: '', PLINTH_ADMIN_EMAIL: 'ops@shop.test', PLINTH_ADMIN_PASSWORD: 'short-pw' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PLINTH_ADMIN_PASSWORD must be at least 10 characters in production');
  });
});
