import { defineFeature } from '../../infra/features/feature.ts';
import { orderWorkDepsOf } from './order-work-deps.ts';
import { ordersPlugin } from './plugin.ts';
import { settlePendingRefunds } from './refund-service.ts';

/** The orders feature as the app registers it. */
export const ordersFeature = defineFeature({
  name: 'orders',
  plugin: ordersPlugin,
  // Refunds a dead process left between the provider and our books (decisions/0008).
  recovery: [{ name: 'order refunds', run: ({ deps }) => settlePendingRefunds(orderWorkDepsOf(deps)) }],
});
