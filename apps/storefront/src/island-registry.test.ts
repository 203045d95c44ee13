import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CartPageProps } from './cart-page.tsx';
import type { CheckoutPageProps } from './checkout-page.tsx';
import { CLIENT_ONLY_ISLAND_NAMES, EAGER_ISLAND_NAMES, ISLAND_NAMES, LAZY_ISLAND_NAMES } from './island-names.ts';
import type { IslandEntry } from './island-entry.ts';
import { ISLAND_REGISTRY, isIslandName, type IslandProps } from './island-registry.ts';
import { ISLAND_TEST_PROPS } from './island-test-props.ts';
import { needsRuntime } from './loader.ts';
import type { PillCartProps } from './pill-cart.tsx';
import { renderIsland } from './server-entry.tsx';
import { SERVER_ISLANDS } from './server-islands.ts';

describe('island registry', () => {
  it('keeps the product widgets and the pill cart in the runtime chunk, the page-sized islands lazy', () => {
    expect(EAGER_ISLAND_NAMES).toEqual(['VariantSelect', 'QuantityInput', 'AddToCartButton', 'VariantImage', 'PillCart', 'InstallmentBadge']);
    expect(LAZY_ISLAND_NAMES).toEqual([
      'QuickViewButton',
      'CartPage',
      'CheckoutPage',
      'OrderConfirmed',
      'SubscriptionCheckout',
      'GiftCardCheckout',
      'FormBlock',
      'NewsletterBlock',
      'ProductRestockNotification',
      'Account',
      'Gallery',
      'CommentThread',
      'LikeButton',
      'AudioPlayer',
      'AddressAutocomplete',
      'ProofOfWork',
    ]);
    expect(ISLAND_NAMES).toEqual([...EAGER_ISLAND_NAMES, ...LAZY_ISLAND_NAMES]);
    expect(CLIENT_ONLY_ISLAND_NAMES).toEqual(['PillCart']);
  });

  it('gives the server, for every island, the very component the client hydrates', async () => {
    expect(Object.keys(SERVER_ISLANDS)).toEqual([...ISLAND_NAMES]);
    for (const name of ISLAND_NAMES) {
      const island = ISLAND_REGISTRY[name];
      const client = island.eager ? island.component : await island.load();
      expect(typeof client, name).toBe('function');
      expect(SERVER_ISLANDS[name], name).toBe(client);
    }
  });

  it.each(ISLAND_NAMES)('renders %s on the server in its hydration element', (name) => {
    const html = renderIsland(name, ISLAND_TEST_PROPS[name]);
    if (ISLAND_REGISTRY[name].clientOnly) expect(html).toBe(`<div data-island="${name}"></div>`);
    else expect(html).toMatch(new RegExp(`^<div data-island="${name}"( data-props="[^"]*")?><.+</div>$`, 's'));
  });

  it('has the loader fetch the runtime for every island but the client-only ones', () => {
    for (const name of ISLAND_NAMES) expect(needsRuntime([name], ''), name).toBe(!ISLAND_REGISTRY[name].clientOnly);
  });

  it('recognises only declared names in data-island', () => {
    for (const name of ISLAND_NAMES) expect(isIslandName(name)).toBe(true);
    for (const name of ['Nope', 'toString', '__proto__', '', null, undefined]) expect(isIslandName(name)).toBe(false);
  });

  it('derives each island props from its component', () => {
    expectTypeOf(ISLAND_REGISTRY).toExtend<Record<string, IslandEntry>>();
    expectTypeOf<IslandProps['PillCart']>().toEqualTypeOf<PillCartProps>();
    expectTypeOf<IslandProps['CartPage']>().toEqualTypeOf<CartPageProps>();
    expectTypeOf<IslandProps['CheckoutPage']>().toEqualTypeOf<CheckoutPageProps>();
  });
});
