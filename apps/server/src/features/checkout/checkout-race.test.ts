import { randomBytes } from 'node:crypto';
import { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../../../../e2e/support/server-process.ts';
import { createPostgresKysely } from '../../infra/database/database.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { postgresAvailable, TEST_POSTGRES_URL } from '../../test-support/dialects.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { addToCart, itemId, newKey, ordersWithSku, pay, putCheckout, setStock, shopper, stockOf, CARD_OK } from '../../test-support/checkout.ts';
import { newCrumb } from '../../infra/http/crumb.ts';

/*
 * The oversell budget of design.md: 200 buyers, each with 1 unit in their cart, pay at once for a
 * variant with 10 in stock → exactly 10 orders, stock 0, 190 clear refusals. In-process on both
 * dialects, and on PostgreSQL with two server processes sharing the database.
 */

const BUYERS = 200;
const STOCK = 10;
const SKU = 'WORKSHOP-SOURDOUGH'; // a service: no shipping address needed
const NOT_ENOUGH = 'Sorry, we do not have enough of that item available.';

forEachStore('checkout race, in-process', (store) => {
  it(`${BUYERS} buyers for ${STOCK} units: exactly ${STOCK} orders, stock 0, the rest refused with 409`, { timeout: 60_000 }, async () => {
    const workshop = await itemId(store.db, 'sourdough-workshop');
    await setStock(store.db, SKU, BUYERS); // every buyer can put one in the cart …
    const buyers = Array.from({ length: BUYERS }, () => shopper(() => store.app));
    for (const buyer of buyers) {
      await addToCart(buyer, workshop, SKU);
      await putCheckout(buyer, { email: 'buyer@example.com' });
    }
    await setStock(store.db, SKU, STOCK); // … and only 10 are left when they pay.
    const answers = await Promise.all(buyers.map((buyer) => pay(buyer, CARD_OK)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(STOCK);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - STOCK);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json()).toEqual({ error: { code: 'CONFLICT', message: NOT_ENOUGH } });
    expect(await stockOf(store.db, SKU)).toBe(0);
    expect(await ordersWithSku(store.db, SKU)).toBe(STOCK);
  });
});

describe.skipIf(!postgresAvailable)('checkout race, two server processes on one PostgreSQL database', () => {
  const name = `plinth_race_${randomBytes(5).toString('hex')}`;
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const servers: ServerProcess[] = [];
  let db: Kysely<Schema>;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    // One after the other: the first migrates and seeds, the second finds it done.
    for (let i = 0; i < 2; i++) servers.push(await startServerProcess({ env: { DATABASE_URL: url.toString() } }));
    db = createPostgresKysely(url.toString(), 2);
  }, 150_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.destroy();
    await admin(`drop database if exists ${name} with (force)`);
  }, 30_000);

  it(`${BUYERS} buyers split over both processes for ${STOCK} units: exactly ${STOCK} orders, stock 0`, { timeout: 90_000 }, async () => {
    const workshop = await itemId(db, 'sourdough-workshop');
    await setStock(db, SKU, BUYERS);
    const buyers = Array.from({ length: BUYERS }, (_, i) => ({ base: servers[i % 2].baseURL, crumb: newCrumb(), cookie: '' }));
    const call = async (buyer: (typeof buyers)[number], method: string, path: string, body: unknown) => {
      const response = await fetch(buyer.base + path, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': buyer.crumb, cookie: `crumb=${buyer.crumb}${buyer.cookie}` },
        body: JSON.stringify(body),
      });
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(';', 1)[0];
        if (pair.startsWith('plinth_cart=')) buyer.cookie = `; ${pair}`;
      }
      return { status: response.status, body: (await response.json()) as { error?: { message: string } } };
    };
    // Set-up 16 at a time; the payments all at once.
    const methods = new Map<(typeof buyers)[number], string>();
    for (let i = 0; i < BUYERS; i += 16) {
      await Promise.all(
        buyers.slice(i, i + 16).map(async (buyer) => {
          expect((await call(buyer, 'POST', '/api/commerce/shopping-cart/entries', { itemId: workshop, sku: SKU, quantity: 1 })).status).toBe(200);
          expect((await call(buyer, 'PUT', '/api/commerce/checkout', { email: 'buyer@example.com' })).status).toBe(200);
          // The card goes to the test provider's tokenisation, as the checkout island sends it.
          const method = await call(buyer, 'POST', '/api/commerce/test-payments/payment-methods', CARD_OK);
          methods.set(buyer, (method.body as { paymentMethodId: string }).paymentMethodId);
        }),
      );
    }
    await setStock(db, SKU, STOCK);
    const answers = await Promise.all(buyers.map((buyer) => call(buyer, 'POST', '/api/commerce/checkout/pay', { idempotencyKey: newKey(), paymentMethodId: methods.get(buyer) })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(STOCK);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - STOCK);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body).toEqual({ error: { code: 'CONFLICT', message: NOT_ENOUGH } });
    expect(await stockOf(db, SKU)).toBe(0);
    expect(await ordersWithSku(db, SKU)).toBe(STOCK);
  });
});
