/** The subscriptions feature's public face: other features, the app and tests import only this. */
export { createSubscription, listOrderSubscriptions } from './subscriptions-repository.ts';
export type { SubscriptionRecord } from './subscriptions-repository.ts';
