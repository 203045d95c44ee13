import { defineFeature } from '../../infra/features/feature.ts';
import { HOUSEKEEPING_EVERY_MS } from '../../infra/features/housekeeping.ts';
import { recoverInterruptedPayments, sweepStalePayments } from './index.ts';
import { checkoutPlugin } from './plugin.ts';
import { sweepDepsOf } from './site-payments.ts';

/** A pay request takes seconds; one pending and untouched for two minutes lost its process. */
const STALE_PAYMENT_MS = 2 * 60_000;

/** Checkout and its payment steps; payments a dead process left are finished at start and by the sweeper. */
export const checkoutFeature = defineFeature({
  name: 'checkout',
  plugin: checkoutPlugin,
  jobs: [
    {
      name: 'sweeping stale payments',
      everyMs: () => HOUSEKEEPING_EVERY_MS,
      // The routes' test provider (the same instance), so an intent this process made is known to it; Stripe's by the site's settings.
      run: async ({ deps, log }) => {
        const swept = await sweepStalePayments(sweepDepsOf(deps), { olderThanMs: STALE_PAYMENT_MS });
        if (swept.completed.length || swept.released.length || swept.left.length) log.warn({ swept: { ...swept, errors: swept.errors.length } }, 'finished stale payments');
        for (const { paymentId, error } of swept.errors) log.error({ error, paymentId }, 'finishing a stale payment failed');
      },
    },
  ],
  recovery: [{ name: 'payments', run: ({ deps, now }) => recoverInterruptedPayments(sweepDepsOf(deps, () => now), now) }],
});
