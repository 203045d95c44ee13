/** The orders feature's public face: other features, the app and tests import only this. */
export { createOrder, getOrder } from './orders-repository.ts';
export type { OrderRecord, ShippingAddress } from './orders-repository.ts';
export { registerOrderRoutes } from './routes.ts';
export { ordersFeature } from './plugin.ts';
