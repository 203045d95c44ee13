import { defineFeature } from '../../infra/features/feature.ts';
import { startDeliveryWorker } from './index.ts';
import { integrationsPlugin } from './plugin.ts';

/** The mailing-list provider and webhooks; the worker that sends what is due. */
export const integrationsFeature = defineFeature({
  name: 'integrations',
  plugin: integrationsPlugin,
  workers: [{ name: 'integration deliveries', start: ({ deps, log }) => startDeliveryWorker(deps, log) }],
});
