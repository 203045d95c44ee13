import type { AppEventBus } from '../../infra/events/app-events.ts';
import { leaveCartAtSignOut, takeCartAlongAtSignIn } from './session-cart.ts';

/**
 * The cart follows the customer's session (storefront.md §4): it reacts to the identity's sign-in and
 * sign-out events, so the identity never imports the cart.
 */
export function followSessions(events: AppEventBus): void {
  events.on('customer.signedIn', async ({ db, request, reply, customer, now }) => {
    await takeCartAlongAtSignIn(db, request, reply, customer, now);
  });
  events.on('customer.signedOut', async ({ db, reply, customer, cloneCart, now }) => ({ cartCloned: await leaveCartAtSignOut(db, reply, customer, cloneCart, now) }));
}
