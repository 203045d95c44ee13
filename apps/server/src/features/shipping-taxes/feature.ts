import { defineFeature } from '../../infra/features/feature.ts';
import { shippingTaxesPlugin } from './plugin.ts';

/** Shipping zones and rates, tax rates, tax-exempt products and variant weights (issue 30 items 4 and 5). */
export const shippingTaxesFeature = defineFeature({
  name: 'shipping-taxes',
  plugin: shippingTaxesPlugin,
});
