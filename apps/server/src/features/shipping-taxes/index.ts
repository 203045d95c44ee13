/** The shipping-taxes feature's public face: checkout, orders, the seed and tests import only this. */
export { checkoutShippingTax, shippingRateExists, type CheckoutShippingTax } from './checkout-facts.ts';
export { orderTaxLines, recordOrderTaxLines, taxLineLabel, toOrderTaxLines, type OrderTaxLine } from './order-tax-lines-repository.ts';
export { insertTaxRate, listTaxRates } from './tax-rates-repository.ts';
export { insertZone, listZones } from './zones-repository.ts';
