import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import type { EmailTemplateError } from '../../infra/mail/email-renderer.ts';
import type { TransactionMail } from '../../infra/mail/mail-in-transaction.ts';
import type { BrowserPayment, PaymentIntent, PaymentProvider } from '../../infra/payments/payment-provider.ts';
import type { CheckoutSite } from './load-checkout.ts';
import type { PaymentRecord } from './payments-repository.ts';
import type { CompletedOrder } from './steps/complete-order.ts';
import type { HeldStock } from './steps/release-payment.ts';
import type { Reservation } from './steps/reserve-payment.ts';

/** What the payment steps need from the app. */
export interface PayDeps extends Pick<AppDeps, 'db' | 'mailer' | 'emails' | 'now'> {
  /** The provider new payments go through (the site's, chosen per request from its settings). */
  provider: PaymentProvider;
  /**
   * The provider a stored payment went through, by its name (the site may have switched since);
   * null: not configured any more. Unset: `provider` when the names match.
   */
  providerOf?: (websiteId: string, name: string) => Promise<PaymentProvider | null>;
  /** Where what fails after the order is committed (its e-mails) is reported; unset: not logged. */
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** A charge the payment is settled with (null id: nothing to charge, a gift card paid it all). */
export interface PaymentCharge {
  providerPaymentId: string | null;
  testMode: boolean;
}

/** A new payment, as the pay request asks for it. */
export interface PaymentRequest {
  site: CheckoutSite;
  cartId: string;
  /** The provider's token of the buyer's card (made by its browser script; the card never reaches us). */
  paymentMethodId: string;
  /** The request's idempotency key; the order's transaction stores the answer under it. */
  idempotencyKey: string | null;
  /** Where the visitor reached the site (`https://shop.example`): the e-mail's order link is absolute. */
  origin: string | null;
  /** The customer signed in when paying: the order and its subscription belong to the account. */
  siteUserId?: string | null;
}

/**
 * The state the steps of a payment share (decisions/0003-payment-steps.md): the inputs, then what
 * each step made. The pay request starts it with `request`; the sweeper starts it with the `held`
 * reservation of a stored pending payment (`resumed`), so reserving is already done.
 */
export interface PaymentContext {
  deps: PayDeps;
  request?: PaymentRequest;
  /** True when the sweeper finishes a payment whose process died. */
  resumed: boolean;
  /** The stored pending payment the sweeper resumes. */
  stored?: PaymentRecord;
  /** What the reservation holds (reserve-payment, or the stored payment). */
  held?: HeldStock;
  /** The reservation with its order draft; absent for a stored row reserved without a draft. */
  reservation?: Reservation;
  /** How the reservation is given back if a later step fails (reserve-payment's compensation). */
  release: {
    /** Stored on the failed payment: the provider's decline code, 'provider_error', 'order_not_recorded', 'abandoned'. */
    failureCode: string;
    /** Refuse when a charge is recorded on the payment (the sweeper). */
    unlessCharged?: boolean;
    /** The pay request's key, given up in the same transaction so a retry runs again (the sweeper). */
    giveUpKey?: string | null;
    /** Set by the compensation: false when another process settled the payment first. */
    released?: boolean;
  };
  /** The charge, once made (or found). */
  charge?: PaymentCharge;
  /** The order written, once complete. */
  completed?: CompletedOrder;
  /** The order's e-mails, recorded in its transaction, delivered by the e-mail step after the commit. */
  orderMail?: TransactionMail;
  /** Why the theme could not render some of the order's e-mails (recorded as failed; the order stands). */
  emailsUnrendered?: EmailTemplateError[];
}

/**
 * Thrown (through a Halt) when a payment must stay pending for a later sweep: the provider cannot
 * tell what became of the charge, or a stored row cannot be completed faithfully here.
 */
export class PaymentLeftPending extends Error {
  constructor(paymentId: string, why: string) {
    super(`Payment ${paymentId} is left pending: ${why}`);
    this.name = 'PaymentLeftPending';
  }
}

/** What the browser needs to complete an authentication the bank asked for (the 202 answer of pay). */
export interface BuyerAction {
  /** The provider's browser side that completes it. */
  browser: BrowserPayment;
  intentId: string;
  clientSecret: string;
}

/**
 * Thrown (through a Halt) when the intent waits for the buyer (a 3-D Secure challenge) or the bank:
 * the payment stays pending, holding its stock, until the pay request's follow-up with the intent id
 * or the provider's webhook settles it.
 */
export class PaymentAwaitsBuyer extends Error {
  readonly action: BuyerAction;
  constructor(paymentId: string, provider: PaymentProvider, intent: PaymentIntent) {
    super(`Payment ${paymentId} waits for the buyer (${intent.status})`);
    this.name = 'PaymentAwaitsBuyer';
    this.action = { browser: provider.browser, intentId: intent.intentId, clientSecret: intent.clientSecret };
  }
}

/** Thrown when the provider is sure a stored payment was never charged: its reservation is given back. */
export class PaymentNotCharged extends Error {
  constructor(paymentId: string) {
    super(`Payment ${paymentId} was not charged`);
    this.name = 'PaymentNotCharged';
  }
}

/** The reservation of a context whose steps have reserved (or resumed) it. */
export function reservationIn(context: PaymentContext): Reservation {
  if (!context.reservation) throw new Error('The payment has no reservation yet');
  return context.reservation;
}
