import { cancelOwnerOrder, fulfillOwnerOrder, getOwnerOrder, refundOwnerOrder } from '@plinth/api';
import { beforeAll, expect, it } from 'vitest';
import { addToCart, itemId, NY_ADDRESS, pay, putCheckout, setStock, shopper, stockOf } from '../../test-support/checkout.ts';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { orderWorkDepsOf } from './order-work-deps.ts';
import { refundOrder, settlePendingRefunds } from './refund-service.ts';

/** A real purchase through the checkout and the test provider: the order's id, its lines and what was paid. */
async function buy(
  store: TestStore,
  email: string,
  lines: { item: string; sku: string; quantity: number }[],
): Promise<{ id: string; orderNumber: number; paidCents: number; lineIds: Record<string, string>; confirmationUrl: string }> {
  const visitor = shopper(() => store.app);
  for (const line of lines) await addToCart(visitor, line.item, line.sku, line.quantity);
  expect((await putCheckout(visitor, { email, shippingAddress: NY_ADDRESS })).statusCode).toBe(200);
  const paid = await pay(visitor);
  expect(paid.statusCode).toBe(200);
  const id = paid.json().order.id as string;
  const rows = await store.db.selectFrom('order_items').select(['id', 'sku']).where('order_id', '=', id).execute();
  const payment = await store.db.selectFrom('payments').select('amount_cents').where('order_id', '=', id).executeTakeFirstOrThrow();
  const order = await store.db.selectFrom('orders').select('order_number').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, orderNumber: order.order_number, paidCents: payment.amount_cents, lineIds: Object.fromEntries(rows.map((r) => [r.sku, r.id])), confirmationUrl: paid.json().confirmationUrl };
}

const mailTo = (store: TestStore, email: string) =>
  store.db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', email).orderBy('created_at').execute();

forEachStore('orders worked by the owner', (store) => {
  let mug: string;
  beforeAll(async () => {
    mug = await itemId(store.db, 'stoneware-mug');
    await setStock(store.db, 'MUG-OAT', 500);
  });
  const url = (id: string, tail = '') => `/api/owner/orders/${id}${tail}`;

  it('ships an order in parts: the state, the tracking e-mail, the timeline; a retry ships nothing more and no more than ordered', async () => {
    const email = `parts-${Date.now()}@example.com`;
    const order = await buy(store, email, [{ item: mug, sku: 'MUG-OAT', quantity: 3 }]);
    const owner = await ownerVisitor(store, 'STORE_MANAGER');
    const line = order.lineIds['MUG-OAT'] as string;
    const first = { items: [{ lineId: line, quantity: 2 }], carrier: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://track.example/1Z999AA10123456784' };
    const shipped = await owner.send('POST', url(order.id, '/fulfillments'), first, true);
    expect(shipped.statusCode).toBe(200);
    expect(fulfillOwnerOrder.response!.safeParse(shipped.json()).error).toBeUndefined();
    expect(shipped.json().order).toMatchObject({ fulfillmentStatus: 'partially_fulfilled', items: [{ quantity: 3, fulfilledQuantity: 2 }] });
    // The same request again (a retry: same tracking number) answers the first shipment.
    const again = await owner.send('POST', url(order.id, '/fulfillments'), first, true);
    expect(again.json().fulfillment.id).toBe(shipped.json().fulfillment.id);
    expect(again.json().order.items[0].fulfilledQuantity).toBe(2);
    const tooMany = await owner.send('POST', url(order.id, '/fulfillments'), { items: [{ lineId: line, quantity: 2 }], carrier: 'UPS', trackingNumber: 'SECOND' }, true);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('Only 1 of Speckled Stoneware Mug is left to ship.');
    const rest = await owner.send('POST', url(order.id, '/fulfillments'), { carrier: 'DHL', trackingNumber: 'JD0123' }, true);
    expect(rest.json().order.fulfillmentStatus).toBe('fulfilled');
    expect((await owner.send('POST', url(order.id, '/fulfillments'), { carrier: 'DHL', trackingNumber: 'JD0999' }, true)).json().error.message).toBe('Everything on this order has been shipped already.');

    const mail = await mailTo(store, email);
    expect(mail.map((m) => m.subject)).toEqual([`Your order #${order.orderNumber} from Plinth Demo Store`, `Your order #${order.orderNumber} from Plinth Demo Store is on its way`, `Your order #${order.orderNumber} from Plinth Demo Store is on its way`]);
    expect(mail[1]!.text_body).toContain('Track your parcel: https://track.example/1Z999AA10123456784');
    expect(mail[1]!.text_body).toContain('part of your order');
    const detail = (await owner.request({ method: 'GET', url: url(order.id) })).json();
    expect(getOwnerOrder.response!.safeParse(detail).error).toBeUndefined();
    expect(detail.fulfillments.map((f: { trackingNumber: string }) => f.trackingNumber)).toEqual(['1Z999AA10123456784', 'JD0123']);
    expect(detail.payment).toMatchObject({ provider: 'test', status: 'succeeded', providerUrl: null, cardBrand: 'visa', cardLast4: '4242' });
    expect(detail.timeline.map((t: { kind: string }) => t.kind)).toEqual(['placed', 'paid', 'fulfilled', 'email', 'fulfilled', 'email']);
    expect(detail.order.shippingAddress).toMatchObject({ city: 'New York' });

    // The buyer's order-status page (the link of the confirmation e-mail) shows where the parcels are.
    const [path, query] = order.confirmationUrl.split('?');
    const page = await shopper(() => store.app).arrive(`${path}/status?${query}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<dt>Shipping</dt><dd>Shipped</dd>');
    expect(page.body).toContain('2 × Speckled Stoneware Mug with UPS, tracking number <a href="https://track.example/1Z999AA10123456784">1Z999AA10123456784</a>');
    expect(page.body).toContain('1 × Speckled Stoneware Mug with DHL, tracking number JD0123');
  });

  it('refunds items and amounts through the provider, never more than was paid, and restocks when asked', async () => {
    const email = `refund-${Date.now()}@example.com`;
    const order = await buy(store, email, [{ item: mug, sku: 'MUG-OAT', quantity: 2 }]);
    const owner = await ownerVisitor(store, 'ADMIN');
    const line = order.lineIds['MUG-OAT'] as string;
    const before = await stockOf(store.db, 'MUG-OAT');
    const one = await owner.send('POST', url(order.id, '/refunds'), { items: [{ lineId: line, quantity: 1 }], restock: true, reason: 'Chipped' }, true);
    expect(one.statusCode).toBe(200);
    expect(refundOwnerOrder.response!.safeParse(one.json()).error).toBeUndefined();
    const unit = (await store.db.selectFrom('order_items').select('unit_price_cents').where('id', '=', line).executeTakeFirstOrThrow()).unit_price_cents;
    expect(one.json().refund).toMatchObject({ status: 'succeeded', restock: true, amount: { value: (unit / 100).toFixed(2) } });
    expect(one.json().order).toMatchObject({ paymentStatus: 'partially_refunded', items: [{ refundedQuantity: 1 }] });
    expect(await stockOf(store.db, 'MUG-OAT')).toBe(before + 1);
    const movement = await store.db.selectFrom('stock_movements').select(['delta', 'reason']).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(movement).toEqual({ delta: 1, reason: 'refund' });
    // The provider gave it back (the test provider's books).
    const charges = await store.db.selectFrom('test_payment_records').select('refunded_cents').where('kind', '=', 'intent').execute();
    expect(charges.filter((c) => Number(c.refunded_cents) === unit)).toHaveLength(1);

    const left = order.paidCents - unit;
    const tooMuch = await owner.send('POST', url(order.id, '/refunds'), { amountCents: left + 1 }, true);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toBe(`You can refund at most $${(left / 100).toFixed(2)} on this order.`);
    expect((await owner.send('POST', url(order.id, '/refunds'), { items: [{ lineId: line, quantity: 2 }] }, true)).json().error.message).toBe('Only 1 of Speckled Stoneware Mug can still be refunded.');
    expect((await owner.send('POST', url(order.id, '/refunds'), { restock: true }, true)).json().error.message).toBe('Give amountCents or items to refund.');

    const rest = await owner.send('POST', url(order.id, '/refunds'), { amountCents: left }, true);
    expect(rest.json().order).toMatchObject({ paymentStatus: 'refunded', refundedTotal: { value: (order.paidCents / 100).toFixed(2) } });
    expect((await owner.send('POST', url(order.id, '/refunds'), { amountCents: 1 }, true)).json().error.message).toBe('Everything paid on this order has been refunded already.');
    const subjects = (await mailTo(store, email)).map((m) => m.subject);
    expect(subjects.slice(1)).toEqual([`A refund of $${(unit / 100).toFixed(2)} for your order #${order.orderNumber} from Plinth Demo Store`, `A refund of $${(left / 100).toFixed(2)} for your order #${order.orderNumber} from Plinth Demo Store`]);
  });

  it('racing refunds never give back more than was paid; a retried refund (same Idempotency-Key) refunds once', async () => {
    const order = await buy(store, `race-${Date.now()}@example.com`, [{ item: mug, sku: 'MUG-OAT', quantity: 1 }]);
    const owner = await ownerVisitor(store, 'ADMIN');
    const half = Math.ceil(order.paidCents / 2) + 1;
    const answers = await Promise.all(Array.from({ length: 4 }, () => owner.send('POST', url(order.id, '/refunds'), { amountCents: half }, true)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(3);
    const total = await store.db.selectFrom('order_refunds').select((eb) => eb.fn.sum<number>('amount_cents').as('n')).where('order_id', '=', order.id).where('status', '=', 'succeeded').executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(half);

    const key = { 'idempotency-key': `refund-retry-${order.id}` };
    const retried = await Promise.all([1, 2].map(() => owner.request({ method: 'POST', url: url(order.id, '/refunds'), payload: { amountCents: 1 }, headers: key })));
    expect(retried.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(retried[0]!.json().refund.id).toBe(retried[1]!.json().refund.id);
    const refunds = await store.db.selectFrom('order_refunds').select('id').where('order_id', '=', order.id).where('status', '=', 'succeeded').execute();
    expect(refunds).toHaveLength(2);
  });

  it('cancels an unshipped order: refunds the rest and restocks; a shipped one answers 409', async () => {
    const email = `cancel-${Date.now()}@example.com`;
    const order = await buy(store, email, [{ item: mug, sku: 'MUG-OAT', quantity: 2 }]);
    const owner = await ownerVisitor(store, 'WEBSITE_MANAGER');
    const before = await stockOf(store.db, 'MUG-OAT');
    const cancelled = await owner.send('POST', url(order.id, '/cancel'), {}, true);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelOwnerOrder.response!.safeParse(cancelled.json()).error).toBeUndefined();
    expect(cancelled.json().order).toMatchObject({ paymentStatus: 'refunded', cancelledAt: expect.any(Number), items: [{ refundedQuantity: 2 }] });
    expect(await stockOf(store.db, 'MUG-OAT')).toBe(before + 2);
    expect((await mailTo(store, email)).map((m) => m.subject).at(-1)).toBe(`Your order #${order.orderNumber} from Plinth Demo Store was cancelled`);
    expect((await owner.send('POST', url(order.id, '/cancel'), {}, true)).statusCode).toBe(200);
    expect(await stockOf(store.db, 'MUG-OAT')).toBe(before + 2);
    expect((await owner.send('POST', url(order.id, '/fulfillments'), { carrier: 'UPS', trackingNumber: 'X1' }, true)).json().error.message).toBe('This order was cancelled.');

    const shipped = await buy(store, `cancel-shipped-${Date.now()}@example.com`, [{ item: mug, sku: 'MUG-OAT', quantity: 1 }]);
    await owner.send('POST', url(shipped.id, '/fulfillments'), { carrier: 'UPS', trackingNumber: 'X2' }, true);
    const refused = await owner.send('POST', url(shipped.id, '/cancel'), {}, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This order has shipped items, so it cannot be cancelled. Refund it instead.');
  });

  it('lets only orders:write roles fulfil, refund and cancel (docs/owner-api.md matrix)', async () => {
    const order = await buy(store, `roles-${Date.now()}@example.com`, [{ item: mug, sku: 'MUG-OAT', quantity: 1 }]);
    for (const role of ['REPORTING', 'VIEWER', 'BILLING', 'EDITOR'] as const) {
      const visitor = await ownerVisitor(store, role);
      for (const [tail, body] of [['/fulfillments', { carrier: 'UPS', trackingNumber: 'R1' }], ['/refunds', { amountCents: 1 }], ['/cancel', {}]] as const) {
        expect((await visitor.send('POST', url(order.id, tail), body, true)).statusCode, `${role} ${tail}`).toBe(403);
      }
    }
    const other = await ownerVisitor(store, 'STORE_MANAGER');
    expect((await other.send('POST', url('0'.repeat(24), '/refunds'), { amountCents: 1 }, true)).statusCode).toBe(404);
    expect((await other.send('POST', url(order.id, '/fulfillments'), { items: [{ lineId: 'nope', quantity: 1 }], carrier: 'UPS', trackingNumber: 'R2' }, true)).json().error.message).toBe('This order has no line nope.');
    expect((await other.send('POST', url(order.id, '/fulfillments'), { carrier: '', trackingNumber: 'R3' }, true)).json().error.message).toBe('carrier: Enter the carrier.');
  });

  it('tells webhooks order.paid, order.fulfilled, order.refunded, order.cancelled, product.updated and inventory.updated, in the writes’ transactions', async () => {
    const websiteId = (await store.db.selectFrom('websites').select('id').where('is_default', '=', 1).executeTakeFirstOrThrow()).id;
    const hookId = `hook-${Date.now()}`;
    const events = ['order.paid', 'order.fulfilled', 'order.refunded', 'order.cancelled', 'inventory.updated'];
    await store.db.insertInto('webhooks').values({ id: hookId, website_id: websiteId, url: 'https://hooks.example.com/orders', events_json: JSON.stringify(events), secret: 's', success_count: 0, first_success_at: null, created_at: Date.now() }).execute();
    try {
      const owner = await ownerVisitor(store, 'ADMIN');
      const shipped = await buy(store, `hooks-a-${Date.now()}@example.com`, [{ item: mug, sku: 'MUG-OAT', quantity: 2 }]);
      await owner.send('POST', url(shipped.id, '/fulfillments'), { carrier: 'UPS', trackingNumber: 'H1' }, true);
      await owner.send('POST', url(shipped.id, '/refunds'), { items: [{ lineId: shipped.lineIds['MUG-OAT'], quantity: 1 }], restock: true }, true);
      const cancelled = await buy(store, `hooks-b-${Date.now()}@example.com`, [{ item: mug, sku: 'MUG-OAT', quantity: 1 }]);
      await owner.send('POST', url(cancelled.id, '/cancel'), {}, true);
      const told = await store.db.selectFrom('integration_deliveries').select(['event', 'payload']).where('webhook_id', '=', hookId).orderBy('created_at').execute();
      // Events of one transaction share a millisecond: compared as a multiset, each payload by its event.
      expect(told.map((d) => d.event).sort()).toEqual(['inventory.updated', 'inventory.updated', 'order.cancelled', 'order.fulfilled', 'order.paid', 'order.paid', 'order.refunded', 'order.refunded']);
      const data = (event: string) => told.filter((d) => d.event === event).map((d) => JSON.parse(d.payload).data);
      expect(data('order.fulfilled')).toEqual([expect.objectContaining({ orderId: shipped.id, fulfillment: expect.objectContaining({ carrier: 'UPS', trackingNumber: 'H1' }), fulfillmentStatus: 'fulfilled' })]);
      expect(data('inventory.updated')).toEqual([expect.objectContaining({ sku: 'MUG-OAT', delta: 1, reason: 'refund' }), expect.objectContaining({ sku: 'MUG-OAT', delta: 1, reason: 'refund' })]);
      expect(data('order.cancelled')).toEqual([{ orderId: cancelled.id, orderNumber: cancelled.orderNumber }]);

      // The owner's product edits and stock movements too (the same title again: other tests read it).
      await store.db.updateTable('webhooks').set({ events_json: JSON.stringify(['product.updated', 'inventory.updated']) }).where('id', '=', hookId).execute();
      expect((await owner.request({ method: 'PATCH', url: `/api/owner/products/${mug}`, payload: { title: 'Speckled Stoneware Mug' } })).statusCode).toBe(200);
      const variantId = (await store.db.selectFrom('variants').select('id').where('sku', '=', 'MUG-OAT').executeTakeFirstOrThrow()).id;
      expect((await owner.send('POST', `/api/owner/variants/${variantId}/stock`, { delta: 3 }, true)).statusCode).toBe(200);
      const later = (await store.db.selectFrom('integration_deliveries').select(['event', 'payload']).where('webhook_id', '=', hookId).execute()).map((d) => [d.event, JSON.parse(d.payload).data]);
      expect(later.filter(([event]) => event === 'product.updated')).toEqual([['product.updated', { productId: mug, title: 'Speckled Stoneware Mug' }]]);
      expect(later.filter(([event, data]) => event === 'inventory.updated' && data.reason === 'manual')).toEqual([
        ['inventory.updated', { variantId, sku: 'MUG-OAT', delta: 3, qtyInStock: expect.any(Number), reason: 'manual' }],
      ]);
    } finally {
      await store.db.deleteFrom('integration_deliveries').where('webhook_id', '=', hookId).execute();
      await store.db.deleteFrom('webhooks').where('id', '=', hookId).execute();
    }
  });

  it('a refund whose provider did not answer stays pending with its amount held; the retry or the start settles it once', async () => {
    const email = `pending-${Date.now()}@example.com`;
    const order = await buy(store, email, [{ item: mug, sku: 'MUG-OAT', quantity: 1 }]);
    const websiteId = (await store.db.selectFrom('orders').select('website_id').where('id', '=', order.id).executeTakeFirstOrThrow()).website_id;
    const real = orderWorkDepsOf(store.app.deps);
    const unreachable = { ...real, providerNamed: async () => ({ ...store.app.deps.payments, refund: async () => Promise.reject(new Error('connect ECONNREFUSED')) }) };
    await expect(refundOrder(unreachable, websiteId, order.id, { amountCents: 100, restock: false }, 'pending-key-1', { contributorId: null })).rejects.toThrow('The payment provider is not answering. Try again in a moment.');
    const held = await store.db.selectFrom('orders').select('refunded_cents').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(held.refunded_cents).toBe(100);
    // Another refund cannot take the held money.
    const owner = await ownerVisitor(store, 'ADMIN');
    expect((await owner.send('POST', url(order.id, '/refunds'), { amountCents: order.paidCents - 99 }, true)).statusCode).toBe(400);

    expect(await settlePendingRefunds(real)).toBeGreaterThanOrEqual(1);
    expect(await settlePendingRefunds(real)).toBe(0);
    const refunds = await store.db.selectFrom('order_refunds').select(['status', 'amount_cents']).where('order_id', '=', order.id).execute();
    expect(refunds).toEqual([{ status: 'succeeded', amount_cents: 100 }]);
    expect((await mailTo(store, email)).filter((m) => m.subject.startsWith('A refund of $1.00'))).toHaveLength(1);
  });
});
