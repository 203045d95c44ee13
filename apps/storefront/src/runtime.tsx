/**
 * The island runtime, loaded on demand by the client entry: hydrates every
 * `[data-island]` element (client-only islands are mounted with `createRoot`)
 * and loads the cart when the page-start rules say so (storefront §4).
 */
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ShoppingCart } from '@plinth/commerce';
import { cartApi } from './cart-api.ts';
import { shouldLoadCart } from './cookies.ts';
import { parseIslandProps } from './island-markup.ts';
import { EAGER_ISLANDS } from './eager-islands.ts';
import type { IslandName } from './island-registry.ts';
import { store } from './store.ts';

/**
 * Marks its island element `data-hydrated` once React has taken it over, so
 * tests (and curious developers) can tell a live widget from server HTML.
 * Renders nothing of its own: the hydrated markup is unchanged.
 */
function MarkHydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true';
  }, [element]);
  return children;
}

/**
 * Runs `start` once `element` is within a screen's height of the viewport: a long page's lazy
 * islands below the fold (a gallery, a form) load and hydrate as the visitor scrolls to them, so
 * they do not block its first seconds (issue 15's Lighthouse budget). An element with no box yet
 * (hidden) starts at once, as before.
 */
function whenNear(element: HTMLElement, start: () => void): void {
  if (typeof IntersectionObserver !== 'function' || !element.getClientRects().length) return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(element);
}

/** Client-only islands (eager, by their declaration) are mounted, not hydrated. */
const clientOnly = (name: IslandName) => Object.hasOwn(EAGER_ISLANDS, name) && EAGER_ISLANDS[name as keyof typeof EAGER_ISLANDS].clientOnly;

/**
 * Starts the islands of `root` (default the document). Runs once per page.
 * A broken island is reported to the console and does not stop the others.
 */
export function start(root: ParentNode = document): void {
  const elements = Array.from(root.querySelectorAll<HTMLElement>('[data-island]'));
  const islands = elements.flatMap((element) => {
    const name = element.getAttribute('data-island') as IslandName | null;
    if (!name) return [];
    try {
      return [{ element, name, props: parseIslandProps(element.getAttribute('data-props')) }];
    } catch (error) {
      console.error(`Island ${name}: unreadable props`, error);
      return [];
    }
  });

  // The cart page brings the cart with it: no need to fetch it again.
  const pageCart = islands.find((island) => island.name === 'CartPage')?.props.cart as ShoppingCart | null | undefined;
  if (pageCart) store.setCart(pageCart);

  const mount = (element: HTMLElement, name: IslandName, component: ComponentType<object>, props: object) => {
    const node = <MarkHydrated element={element}>{createElement(component, props)}</MarkHydrated>;
    try {
      if (clientOnly(name)) createRoot(element).render(node);
      else hydrateRoot(element, node);
    } catch (error) {
      console.error(`Island ${name}: failed to start`, error);
    }
  };
  for (const { element, name, props } of islands) {
    // Eager islands hydrate at once; lazy ones after the lazy table's chunk and their own arrive.
    const island = Object.hasOwn(EAGER_ISLANDS, name) ? EAGER_ISLANDS[name as keyof typeof EAGER_ISLANDS] : undefined;
    if (island) {
      mount(element, name, island.component as ComponentType<object>, props);
      continue;
    }
    whenNear(element, () =>
      import('./lazy-islands.ts')
        .then(({ LAZY_ISLANDS }) => {
          if (!Object.hasOwn(LAZY_ISLANDS, name)) throw new Error('unknown island');
          const lazy = LAZY_ISLANDS[name as keyof typeof LAZY_ISLANDS] as { load(): Promise<unknown> };
          return lazy.load();
        })
        .then(
          (component) => mount(element, name, component as ComponentType<object>, props),
          (error: unknown) => console.error(`Island ${name}: failed to load`, error),
        ),
    );
  }

  if (!pageCart && shouldLoadCart(document.cookie)) {
    void cartApi.getCart().then((result) => {
      // An add that finished first answered a newer cart: keep that one.
      if (result.ok && store.getState().cart === null) store.setCart(result.value);
    });
  }
}
