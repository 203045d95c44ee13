import type { FastifyInstance } from 'fastify';
import { loadIslandRenderer, type IslandRenderer } from '../../infra/islands.ts';
import { accessGate } from './access-gate.ts';
import { accessStates } from './access-state.ts';
import { orderPages } from './order-pages.ts';
import { registerOwnerRoutes } from './owner-routes.ts';
import { popupDecorator } from './popup-overlay.ts';
import { splashPage } from './splash-page.ts';
import { registerUnlockRoutes } from './unlock-routes.ts';
import { unsubscribePage } from './unsubscribe-page.ts';

/**
 * The special page types (issue 17): the lock screen (103) and protected pages (105) as a gate, the
 * popup overlay (104) as a decoration, the splash page (3), the order status (211), order received
 * (207), subscription confirmed (206) and newsletter unsubscribe (300) pages, and the owner's
 * Site access API. Not found (100) and error (101) are the pages feature's own.
 */
export async function pageTypesPlugin(app: FastifyInstance): Promise<void> {
  const { db, now, pageExtensions } = app.deps;
  const stateOf = accessStates(db);
  // The storefront's island renderer (the proof-of-work widget of the password forms); unbuilt: none.
  let islands: Promise<IslandRenderer | null> | undefined;
  const renderer = () => (islands ??= loadIslandRenderer().catch(() => null));
  pageExtensions.gates.push(accessGate(db, stateOf, renderer));
  pageExtensions.kinds.push(splashPage(stateOf), orderPages(db), unsubscribePage(db, now));
  pageExtensions.decorators.push(popupDecorator(stateOf));
  registerOwnerRoutes(app, app.deps);
  await registerUnlockRoutes(app);
}
