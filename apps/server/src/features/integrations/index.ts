/** The integrations feature's public face: other features, the app, the CLI and tests import only this. */
export { emitIntegrationEvent, queueMailingListSubscriber, queueMailingListUnsubscribe } from './emit.ts';
export { deliverDue, startDeliveryWorker } from './deliver.ts';
export { SIGNATURE_HEADER, verifySignature } from './signature.ts';
export { addressAllowed, guardedLookup, webhookUrlProblem } from './address-guard.ts';
