/**
 * The add-to-cart flow under test (not part of any bundle): a valid T-shirt choice, an `addEntry`
 * that succeeds, and the phases and alerts it reports, recorded.
 */
import { vi } from 'vitest';
import { validateAddToCart, type AddToCartResult } from '@plinth/commerce';
import { createAddToCartFlow, type AddToCartAlert, type AddToCartFlowOptions, type ButtonPhase } from './add-to-cart-flow.ts';
import type { AddEntryAnswer, CartApiResult } from './cart-api.ts';
import { cart, tshirt } from './test-fixtures.ts';

const ok = (): CartApiResult<AddEntryAnswer> => ({ ok: true, value: { shoppingCart: cart([]), newlyAdded: null } });
const valid = (): AddToCartResult => validateAddToCart({ product: tshirt(), selected: { Size: 'M', Color: 'Red' }, quantityText: '2' });

/** A flow for `p-shirt` (Red, M, quantity 2) with mock callbacks; `extra` overrides any option. */
export function setupFlow(extra: Partial<AddToCartFlowOptions> = {}) {
  const phases: ButtonPhase[] = [];
  const alerts: AddToCartAlert[] = [];
  const options: AddToCartFlowOptions = {
    itemId: 'p-shirt',
    expressCheckout: false,
    validate: valid,
    addEntry: vi.fn(async () => ok()),
    onPhase: (phase) => phases.push(phase),
    onAlert: (alert) => alerts.push(alert),
    onCart: vi.fn(),
    navigate: vi.fn(),
    cookiesEnabled: () => true,
    ...extra,
  };
  return { flow: createAddToCartFlow(options), options, phases, alerts, last: () => phases.at(-1) };
}
