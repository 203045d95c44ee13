import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../../e2e/support/server-process.ts';
import { postgresAvailable, TEST_POSTGRES_URL } from './test-support/dialects.ts';

/** Adds a product to a visitor's cart over HTTP and returns the cart cookie header. */
async function addToCart(baseURL: string): Promise<{ cookie: string; total: number }> {
  const first = await fetch(`${baseURL}/shop`);
  const crumb = /crumb=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] as string;
  const shop = (await (await fetch(`${baseURL}/shop?format=json`)).json()) as {
    items: { id: string; structuredContent: { variants: { sku: string; unlimited: boolean }[] } }[];
  };
  const product = shop.items.find((item) => item.structuredContent.variants.some((v) => v.unlimited)) as (typeof shop.items)[number];
  const sku = product.structuredContent.variants.find((v) => v.unlimited)?.sku;
  const response = await fetch(`${baseURL}/api/commerce/shopping-cart/entries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb },
    body: JSON.stringify({ itemId: product.id, sku, quantity: 2, additionalFields: null }),
  });
  expect(response.status).toBe(200);
  const token = /plinth_cart=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  const body = (await response.json()) as { shoppingCart: { totalQuantity: number } };
  return { cookie: `crumb=${crumb}; plinth_cart=${token}`, total: body.shoppingCart.totalQuantity };
}

async function cartQuantity(baseURL: string, cookie: string): Promise<number> {
  const cart = (await (await fetch(`${baseURL}/api/commerce/shopping-cart`, { headers: { cookie } })).json()) as { totalQuantity: number };
  return cart.totalQuantity;
}

describe('plinth start (a real process)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates, migrates and seeds SQLite under DATA_DIR, stops on Ctrl-C, and keeps the data on the next start', async () => {
    const first = await startServerProcess({ dataDir });
    expect(existsSync(join(dataDir, 'plinth.sqlite'))).toBe(true);
    expect(first.output()).toContain('Seeded the demo store.');
    const { cookie, total } = await addToCart(first.baseURL);
    expect(total).toBe(2);
    await first.stop();
    expect(first.child.exitCode).toBe(0);
    expect(first.output()).toContain('SIGINT: stopping Plinth');

    const second = await startServerProcess({ dataDir });
    try {
      expect(second.output()).not.toContain('Seeded the demo store.');
      expect(await cartQuantity(second.baseURL, cookie)).toBe(2);
      const shop = await fetch(`${second.baseURL}/shop`);
      expect(shop.status).toBe(200);
    } finally {
      await second.stop();
    }
  }, 60_000);
});

describe.skipIf(!postgresAvailable)('plinth start on PostgreSQL (DATABASE_URL)', () => {
  const name = `plinth_start_${randomBytes(5).toString('hex')}`;
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('migrates, seeds and serves the store from PostgreSQL, and keeps it across restarts', async () => {
    await admin(`create database ${name}`);
    const first = await startServerProcess({ env: { DATABASE_URL: url.toString() } });
    expect(first.output()).toContain('PostgreSQL');
    const { cookie } = await addToCart(first.baseURL);
    await first.stop();
    const second = await startServerProcess({ env: { DATABASE_URL: url.toString() } });
    try {
      expect(second.output()).not.toContain('Seeded the demo store.');
      expect(await cartQuantity(second.baseURL, cookie)).toBe(2);
    } finally {
      await second.stop();
    }
  }, 60_000);
});
