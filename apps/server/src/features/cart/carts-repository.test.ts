import { beforeAll, expect, it } from 'vitest';
import { createWebsite } from '../site/index.ts';
import { forEachDialect } from '../../test-support/dialects.ts';
import { createCart, findCartByToken, loadCartInput } from './carts-repository.ts';

forEachDialect('carts', (t) => {
  let siteA = '';
  let siteB = '';

  beforeAll(async () => {
    siteA = (await createWebsite(t.db, { name: 'A', isDefault: true })).id;
    siteB = (await createWebsite(t.db, { name: 'B' })).id;
  });

  it('creates a cart and finds it by token on its own site only', async () => {
    const cart = await createCart(t.db, siteA, 'USD', 1_000);
    expect(cart.token).toHaveLength(24);
    expect(await findCartByToken(t.db, siteA, cart.token)).toMatchObject({ id: cart.id, isPurchased: false, createdAt: 1_000 });
    expect(await findCartByToken(t.db, siteB, cart.token)).toBeNull();
    expect(await findCartByToken(t.db, siteA, 'nope')).toBeNull();
    expect(await loadCartInput(t.db, siteA, cart.id)).toEqual({
      id: cart.id,
      websiteId: siteA,
      orderId: null,
      created: 1_000,
      isPurchased: false,
      currency: 'USD',
      entries: [],
    });
  });
});
