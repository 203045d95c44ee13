import { beforeAll, expect, it } from 'vitest';
import { createCollection, createProduct } from '../catalog/index.ts';
import { createForm } from '../forms/index.ts';
import { createCart, loadCartInput } from './carts-repository.ts';
import { addEntry, canonicalAdditionalFields, removeEntry, updateEntryQuantity } from './entries-service.ts';
import { NOT_ENOUGH_STOCK_MESSAGE } from './messages.ts';
import { createWebsite } from '../site/index.ts';
import { forEachDialect } from '../../test-support/dialects.ts';

it('canonicalAdditionalFields sorts keys and rejects non-objects', () => {
  expect(canonicalAdditionalFields('{"b":1,"a":{"d":2,"c":3}}')).toBe('{"a":{"c":3,"d":2},"b":1}');
  expect(canonicalAdditionalFields({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  expect(canonicalAdditionalFields(null)).toBe('');
  expect(canonicalAdditionalFields('')).toBe('');
  expect(canonicalAdditionalFields('{}')).toBe('');
  expect(canonicalAdditionalFields('null')).toBe('');
  expect(canonicalAdditionalFields('[1]')).toBeNull();
  expect(canonicalAdditionalFields('{oops')).toBeNull();
});

forEachDialect('carts', (t) => {
  let siteA = '';
  let siteB = '';
  let teeId = '';
  let ebookId = '';
  let workshopId = '';

  beforeAll(async () => {
    siteA = (await createWebsite(t.db, { name: 'A', isDefault: true })).id;
    siteB = (await createWebsite(t.db, { name: 'B' })).id;
    const shop = await createCollection(t.db, siteA, { urlId: 'shop', title: 'Shop', type: 'products' });
    // The tee's form has optional text fields, so the tests below can add it with or without answers.
    const teeForm = await createForm(t.db, siteA, {
      name: 'Printing',
      fields: ['x', 'y', 'a', 'n'].map((id) => ({ id, type: 'text' as const, title: id.toUpperCase() })),
    });
    teeId = (
      await createProduct(t.db, siteA, shop, {
        urlId: 'tee',
        title: 'Tee',
        productType: 'PHYSICAL',
        mainImageUrl: '/img/tee.svg',
        additionalFieldsFormId: teeForm,
        variants: [
          { sku: 'TEE-S', priceCents: 2000, qtyInStock: 3, attributes: { Size: 'S' }, imageUrl: '/img/tee-s.svg' },
          { sku: 'TEE-M', priceCents: 2000, salePriceCents: 1500, onSale: true, qtyInStock: 10, attributes: { Size: 'M' } },
          { sku: 'TEE-L', priceCents: 2000, qtyInStock: 0, attributes: { Size: 'L' } },
        ],
      })
    ).itemId;
    ebookId = (
      await createProduct(t.db, siteA, shop, {
        urlId: 'ebook',
        title: 'E-book',
        productType: 'DIGITAL',
        variants: [{ sku: 'EBOOK', priceCents: 900, unlimited: true }],
      })
    ).itemId;
    workshopId = (
      await createProduct(t.db, siteA, shop, {
        urlId: 'workshop',
        title: 'Workshop',
        productType: 'SERVICE',
        variants: [{ sku: 'SEAT', priceCents: 8500, qtyInStock: 5 }],
      })
    ).itemId;
  });

  it('adds entries, merging the same variant and answers', async () => {
    const cart = await createCart(t.db, siteA, 'USD');
    const first = await addEntry(t.db, siteA, cart.id, { itemId: teeId, sku: 'TEE-M', quantity: 2 }, 10);
    const again = await addEntry(t.db, siteA, cart.id, { itemId: teeId, sku: 'TEE-M', quantity: 3, additionalFields: '' }, 11);
    expect(first.ok && again.ok && again.entryId === first.entryId).toBe(true);
    expect(again).toMatchObject({ ok: true, quantity: 5 });
    // Other answers make another entry; the same answers in another key order merge.
    const a = await addEntry(t.db, siteA, cart.id, { itemId: teeId, sku: 'TEE-M', quantity: 1, additionalFields: '{"x":"1","y":"2"}' }, 12);
    const b = await addEntry(t.db, siteA, cart.id, { itemId: teeId, sku: 'TEE-M', quantity: 1, additionalFields: { y: '2', x: '1' } }, 13);
    expect(a.ok && b.ok && a.entryId === b.entryId && a.entryId !== (first.ok && first.entryId)).toBe(true);
    await addEntry(t.db, siteA, cart.id, { itemId: teeId, sku: 'TEE-S', quantity: 1 }, 14);
    await addEntry(t.db, siteA, cart.id, { itemId: ebookId, sku: 'EBOOK', quantity: 1 }, 15);

    const input = (await loadCartInput(t.db, siteA, cart.id))!;
    expect(input.entries.map((e) => [e.sku, e.quantity, e.unitPriceCents, e.additionalFields])).toEqual([
      ['TEE-M', 5, 1500, null],
      ['TEE-M', 2, 1500, '{"x":"1","y":"2"}'],
      ['TEE-S', 1, 2000, null],
      ['EBOOK', 1, 900, null],
    ]);
    expect(input.entries[0]).toMatchObject({ itemId: teeId, title: 'Tee', attributes: { Size: 'M' }, productType: 'PHYSICAL', imageUrl: '/img/tee.svg' });
    expect(input.entries[2].imageUrl).toBe('/img/tee-s.svg');
    expect(input.entries[3]).toMatchObject({ productType: 'DIGITAL', imageUrl: null });
  });

  it('refuses unknown items and skus, bad quantities and bad answers', async () => {
    const cart = await createCart(t.db, siteA, 'USD');
    const add = (input: Partial<Parameters<typeof addEntry>[3]>) =>
      addEntry(t.db, siteA, cart.id, { itemId: teeId, sku: 'TEE-M', quantity: 1, ...input });
    expect(await add({ itemId: 'missing' })).toMatchObject({ ok: false, reason: 'item-not-found' });
    expect(await add({ sku: 'NOPE' })).toMatchObject({ ok: false, reason: 'variant-not-found' });
    expect(await add({ sku: 'EBOOK' })).toMatchObject({ ok: false, reason: 'variant-not-found' });
    expect(await add({ quantity: 0 })).toMatchObject({ ok: false, reason: 'invalid-quantity' });
    expect(await add({ quantity: 1.5 })).toMatchObject({ ok: false, reason: 'invalid-quantity' });
    expect(await add({ additionalFields: '{bad' })).toMatchObject({ ok: false, reason: 'invalid-additional-fields' });
    expect(await add({ additionalFields: '{"colour":"red"}' })).toEqual({
      ok: false,
      reason: 'invalid-additional-fields',
      message: 'Could not parse the form fields, please check your entries.',
    });
    expect(await add({ itemId: ebookId, sku: 'EBOOK', additionalFields: '{"x":"1"}' })).toMatchObject({ ok: false, reason: 'invalid-additional-fields' });
    expect(await addEntry(t.db, siteA, 'missing', { itemId: teeId, sku: 'TEE-M', quantity: 1 })).toMatchObject({ reason: 'cart-not-found' });
    expect((await loadCartInput(t.db, siteA, cart.id))!.entries).toEqual([]);
  });

  it('refuses more than the stock, over merged entries and across answers', async () => {
    const cart = await createCart(t.db, siteA, 'USD');
    expect(await addEntry(t.db, siteA, cart.id, { itemId: teeId, sku: 'TEE-L', quantity: 1 })).toEqual({
      ok: false,
      reason: 'insufficient-stock',
      message: NOT_ENOUGH_STOCK_MESSAGE,
    });
    expect((await addEntry(t.db, siteA, cart.id, { itemId: teeId, sku: 'TEE-S', quantity: 2 })).ok).toBe(true);
    expect((await addEntry(t.db, siteA, cart.id, { itemId: teeId, sku: 'TEE-S', quantity: 2 })).ok).toBe(false);
    expect((await addEntry(t.db, siteA, cart.id, { itemId: teeId, sku: 'TEE-S', quantity: 2, additionalFields: '{"a":1}' })).ok).toBe(false);
    expect((await addEntry(t.db, siteA, cart.id, { itemId: teeId, sku: 'TEE-S', quantity: 1, additionalFields: '{"a":1}' })).ok).toBe(true);
    expect((await addEntry(t.db, siteA, cart.id, { itemId: ebookId, sku: 'EBOOK', quantity: 5000 })).ok).toBe(true);
  });

  it('updates quantities under the stock rule and removes at 0', async () => {
    const cart = await createCart(t.db, siteA, 'USD');
    const added = await addEntry(t.db, siteA, cart.id, { itemId: workshopId, sku: 'SEAT', quantity: 1 });
    if (!added.ok) throw new Error('add failed');
    expect(await updateEntryQuantity(t.db, siteA, cart.id, added.entryId, 5)).toMatchObject({ ok: true, quantity: 5 });
    expect(await updateEntryQuantity(t.db, siteA, cart.id, added.entryId, 6)).toMatchObject({ ok: false, reason: 'insufficient-stock' });
    expect(await updateEntryQuantity(t.db, siteA, cart.id, added.entryId, -1)).toMatchObject({ reason: 'invalid-quantity' });
    expect(await updateEntryQuantity(t.db, siteA, cart.id, 'missing', 1)).toMatchObject({ reason: 'entry-not-found' });
    expect(await updateEntryQuantity(t.db, siteA, cart.id, added.entryId, 0)).toMatchObject({ ok: true, quantity: 0 });
    expect((await loadCartInput(t.db, siteA, cart.id))!.entries).toEqual([]);
  });

  it('removes entries', async () => {
    const cart = await createCart(t.db, siteA, 'USD');
    const added = await addEntry(t.db, siteA, cart.id, { itemId: ebookId, sku: 'EBOOK', quantity: 1 });
    if (!added.ok) throw new Error('add failed');
    expect(await removeEntry(t.db, siteA, cart.id, added.entryId)).toBe(true);
    expect(await removeEntry(t.db, siteA, cart.id, added.entryId)).toBe(false);
  });

  it('keeps carts of one site invisible to another', async () => {
    const cart = await createCart(t.db, siteA, 'USD');
    const added = await addEntry(t.db, siteA, cart.id, { itemId: teeId, sku: 'TEE-M', quantity: 1 });
    if (!added.ok) throw new Error('add failed');
    expect(await loadCartInput(t.db, siteB, cart.id)).toBeNull();
    expect(await addEntry(t.db, siteB, cart.id, { itemId: teeId, sku: 'TEE-M', quantity: 1 })).toMatchObject({ reason: 'cart-not-found' });
    // Site B's own cart cannot take site A's items either.
    const cartB = await createCart(t.db, siteB, 'EUR');
    expect(await addEntry(t.db, siteB, cartB.id, { itemId: teeId, sku: 'TEE-M', quantity: 1 })).toMatchObject({ reason: 'item-not-found' });
    expect(await updateEntryQuantity(t.db, siteB, cart.id, added.entryId, 2)).toMatchObject({ reason: 'cart-not-found' });
    expect(await removeEntry(t.db, siteB, cart.id, added.entryId)).toBe(false);
    expect((await loadCartInput(t.db, siteA, cart.id))!.entries[0].quantity).toBe(1);
  });

  it('refuses writes to a purchased cart', async () => {
    const cart = await createCart(t.db, siteA, 'USD');
    await t.db.updateTable('carts').set({ is_purchased: 1, order_id: 'order-1' }).where('id', '=', cart.id).execute();
    expect(await addEntry(t.db, siteA, cart.id, { itemId: ebookId, sku: 'EBOOK', quantity: 1 })).toMatchObject({ reason: 'cart-not-found' });
    expect(await loadCartInput(t.db, siteA, cart.id)).toMatchObject({ isPurchased: true, orderId: 'order-1' });
  });

  it('never puts more than the stock in a cart under concurrent adds', async () => {
    const cart = await createCart(t.db, siteA, 'USD');
    // 10 in stock of TEE-M; 12 concurrent adds of 1 (some with answers, so they are separate entries).
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        addEntry(t.db, siteA, cart.id, { itemId: teeId, sku: 'TEE-M', quantity: 1, additionalFields: i % 3 === 0 ? `{"n":${i}}` : '' }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'insufficient-stock')).toBe(true);
    const total = (await loadCartInput(t.db, siteA, cart.id))!.entries.reduce((sum, e) => sum + e.quantity, 0);
    expect(total).toBe(10);
  });
});
