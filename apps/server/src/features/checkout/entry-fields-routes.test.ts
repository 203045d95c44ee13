import { beforeAll, expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';
import { itemId, shopper } from '../../test-support/checkout.ts';

const ENTRIES = '/api/commerce/shopping-cart/entries';
const fieldsUrl = (entryId: string) => `${ENTRIES}/${entryId}/additionalFields`;

forEachStore('cart additional-fields API', (store) => {
  let holder: string;
  let mug: string;
  beforeAll(async () => {
    [holder, mug] = await Promise.all(['monogrammed-card-holder', 'stoneware-mug'].map((u) => itemId(store.db, u)));
  });
  const app = () => store.app;
  const add = async (visitor: ReturnType<typeof shopper>, initials: string, quantity = 1) => {
    const response = await visitor.send('POST', ENTRIES, { itemId: holder, sku: 'CARD-TAN', quantity, additionalFields: JSON.stringify({ 'monogram-initials': initials }) });
    expect(response.statusCode).toBe(200);
    return response.json().newlyAdded.id as string;
  };

  it('changes the answers → { shoppingCart, updatedEntry }', async () => {
    const visitor = shopper(app);
    const entryId = await add(visitor, 'ABC');
    const response = await visitor.send('PUT', fieldsUrl(entryId), { itemId: holder, sku: 'CARD-TAN', additionalFields: JSON.stringify({ 'monogram-initials': 'XYZ' }) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['shoppingCart', 'updatedEntry']);
    expect(body.updatedEntry).toMatchObject({ id: entryId, quantity: 1, additionalFields: '{"monogram-initials":"XYZ"}' });
    expect(body.shoppingCart.entries).toEqual([body.updatedEntry]);
  });

  it('merges into the entry of the same variant that already has the new answers', async () => {
    const visitor = shopper(app);
    const kept = await add(visitor, 'ABC', 2);
    const changed = await add(visitor, 'XYZ', 3);
    const response = await visitor.send('PUT', fieldsUrl(changed), { itemId: holder, sku: 'CARD-TAN', additionalFields: { 'monogram-initials': 'ABC' } });
    expect(response.statusCode).toBe(200);
    const { shoppingCart, updatedEntry } = response.json();
    expect(updatedEntry).toMatchObject({ id: kept, quantity: 5 });
    expect(shoppingCart.entries).toHaveLength(1);
    expect(shoppingCart.totalQuantity).toBe(5);
  });

  it('refuses unparsable answers, another product, an unknown entry, no cart and no crumb', async () => {
    const visitor = shopper(app);
    const entryId = await add(visitor, 'ABC');
    const refusal = async (url: string, body: unknown) => {
      const response = await visitor.send('PUT', url, body);
      return [response.statusCode, response.json().error.message];
    };
    expect(await refusal(fieldsUrl(entryId), { itemId: holder, sku: 'CARD-TAN', additionalFields: '{not json' })).toEqual([400, 'Could not parse the form fields, please check your entries.']);
    expect(await refusal(fieldsUrl(entryId), { itemId: mug, sku: 'MUG-OAT', additionalFields: null })).toEqual([400, 'This cart entry is not for that product.']);
    // The product form's checks, as on an add: required, length, unknown fields; the answers stay.
    const INVALID = 'One or more fields is invalid, please check your entries.';
    expect(await refusal(fieldsUrl(entryId), { itemId: holder, sku: 'CARD-TAN', additionalFields: null })).toEqual([400, INVALID]);
    expect(await refusal(fieldsUrl(entryId), { itemId: holder, sku: 'CARD-TAN', additionalFields: { 'monogram-initials': 'ABCD' } })).toEqual([400, INVALID]);
    expect(await refusal(fieldsUrl(entryId), { itemId: holder, sku: 'CARD-TAN', additionalFields: { 'monogram-initials': 'AB', note: 'x' } })).toEqual([
      400,
      'Could not parse the form fields, please check your entries.',
    ]);
    const cart = (await visitor.request({ method: 'GET', url: '/api/commerce/shopping-cart' })).json();
    expect(JSON.parse(cart.entries[0].additionalFields)).toEqual({ 'monogram-initials': 'ABC' });
    expect(await refusal(fieldsUrl('no-such-entry'), { itemId: holder, sku: 'CARD-TAN', additionalFields: null })).toEqual([404, 'Cart entry not found.']);
    expect(await refusal(fieldsUrl(entryId), { sku: 'CARD-TAN', additionalFields: null })).toEqual([400, 'itemId is required']);
    expect((await shopper(app).send('PUT', fieldsUrl(entryId), { itemId: holder, sku: 'CARD-TAN', additionalFields: null })).json().error.message).toBe('Cart not found.');
    expect((await visitor.send('PUT', fieldsUrl(entryId), { itemId: holder, sku: 'CARD-TAN', additionalFields: null }, false)).statusCode).toBe(403);
  });
});
