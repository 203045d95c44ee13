import { defineFeature } from '../../infra/features/feature.ts';
import { paymentsPlugin } from './plugin.ts';

/** Payment providers: settings, the test provider's browser stand-ins, Stripe's webhook. */
export const paymentsFeature = defineFeature({ name: 'payments', plugin: paymentsPlugin });
