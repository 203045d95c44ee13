/** The orders feature's public face: other features, the app and tests import only this. */
export { claimGuestOrders, detachSiteUserOrders, getOrder, listSiteUserOrders } from './orders-repository.ts';
export type { NewOrder, OrderLine, OrderRecord, ShippingAddress } from './orders-repository.ts';
export { createOrder } from './orders-service.ts';
export { buyerOrderProgress } from './buyer-status.ts';
export type { BuyerOrderProgress } from './buyer-status.ts';
export { exportOrdersCsv } from './orders-service.ts';
