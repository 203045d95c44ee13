/** The orders feature's public face: other features, the app and tests import only this. */
export { claimGuestOrders, detachSiteUserOrders, getOrder, listSiteUserOrders } from './orders-repository.ts';
export type { NewOrder, OrderLine, OrderRecord, ShippingAddress } from './orders-repository.ts';
export { createOrder } from './orders-service.ts';
