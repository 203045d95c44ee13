import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_THEME_DIR, type AppOptions } from '../../app.ts';
import { addToCart, CARD_OK, itemId, newKey, NY_ADDRESS, pay, putCheckout, setStock, shopper } from '../../test-support/checkout.ts';
import { forEachStore } from '../../test-support/test-app.ts';

/*
 * A theme without the order confirmation's subject template: the payment has succeeded and the order
 * is committed before the e-mail can fail, so the visitor is answered the order, not a 500.
 */

const logLines: string[] = [];
// Read by forEachStore's beforeAll, which runs after this file's.
const options: Partial<AppOptions> = { logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } } };
let themeDir: string;
beforeAll(async () => {
  themeDir = await mkdtemp(join(tmpdir(), 'plinth-theme-'));
  await cp(DEFAULT_THEME_DIR, themeDir, { recursive: true });
  await rm(join(themeDir, 'emails', 'order-confirmation.subject.jsont'));
  options.themeDir = themeDir;
});
afterAll(() => rm(themeDir, { recursive: true, force: true }));

forEachStore(
  'paying when the theme cannot render the order e-mail',
  (store) => {
    it('answers 200 with the order, logs the failure and keeps the e-mail in the outbox as failed', async () => {
      const email = `unrendered-${store.dialect}@example.com`;
      await setStock(store.db, 'MUG-OAT', 100);
      const visitor = shopper(() => store.app);
      await addToCart(visitor, await itemId(store.db, 'stoneware-mug'), 'MUG-OAT', 1);
      expect((await putCheckout(visitor, { email, shippingAddress: NY_ADDRESS })).statusCode).toBe(200);

      const key = newKey();
      const paid = await pay(visitor, CARD_OK, key);
      expect(paid.statusCode, paid.body).toBe(200);
      const { order } = paid.json() as { order: { id: string; orderNumber: number } };
      expect(await store.db.selectFrom('orders').select('customer_email').where('id', '=', order.id).execute()).toEqual([{ customer_email: email }]);

      const mail = await store.db.selectFrom('outbox').select(['kind', 'subject', 'status', 'error']).where('to_address', '=', email).execute();
      expect(mail).toEqual([{ kind: 'order', subject: `Order #${order.orderNumber} confirmation`, status: 'failed', error: 'The theme has no e-mail template emails/order-confirmation.subject.jsont' }]);
      const logged = logLines.filter((line) => line.includes(order.id));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain('an order e-mail could not be rendered');
      expect(logged[0]).toContain('emails/order-confirmation.subject.jsont');

      // A retry of the request is answered the same order.
      const retried = await pay(visitor, CARD_OK, key);
      expect([retried.statusCode, retried.json().order.id]).toEqual([200, order.id]);
    });
  },
  options,
);
