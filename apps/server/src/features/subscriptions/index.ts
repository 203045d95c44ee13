/** The subscriptions feature's public face: other features, the app and tests import only this. */
export { cancelSiteUserSubscriptions, detachSiteUserSubscriptions, listOrderSubscriptions, listSiteUserSubscriptions } from './subscriptions-repository.ts';
export type { BillingPeriod, SubscriptionRecord } from './subscriptions-repository.ts';
export { addBillingPeriod, cancelSiteUserSubscription, createSubscription } from './subscriptions-service.ts';
export type { NewSubscription } from './subscriptions-service.ts';
