import type { Kysely } from 'kysely';
import type { Schema } from '../database/schema.ts';
import { inTransaction } from '../database/transaction.ts';
import { isUniqueViolation } from '../database/unique-violation.ts';
import type { PaymentIntent } from './payment-provider.ts';

/*
 * The test provider's books: what a real provider keeps on its side (tokenised cards, intents,
 * charges, refunds). The app keeps them in the database (a refund after a restart finds its charge;
 * a card tokenised by one worker of a cluster is known to the one that takes the pay request); tests
 * that play a provider which never saw an intent use the memory books.
 */

/** A card the test provider tokenised: what it will do when an intent is confirmed with it. */
export interface TestPaymentMethod {
  last4: string;
  brand: string;
  outcome: 'succeeds' | 'authenticate' | 'declined';
  declineCode: string;
  declineMessage: string;
}

/** A charge: what succeeded, and what was refunded of it. */
export interface TestCharge {
  amountCents: number;
  refundedCents: number;
}

/** What a refund came to. */
export type TestRefundOutcome = { refundId: string } | { refused: 'no-charge' | 'too-much' };

/** Where the test provider keeps its records. */
export interface TestProviderBooks {
  putMethod(id: string, method: TestPaymentMethod, at: number): Promise<void>;
  /**
   * The intent made for `paymentId` before, else one made now by `make` from the payment method,
   * which is used up (a method pays once, as Stripe's unattached ones): one intent per payment id,
   * even when two ask at once. 'no-method': the method is unknown or used.
   */
  intentFor(paymentId: string, paymentMethodId: string, make: (method: TestPaymentMethod) => PaymentIntent, at: number): Promise<PaymentIntent | 'no-method'>;
  intentOfPayment(paymentId: string): Promise<PaymentIntent | undefined>;
  getIntent(intentId: string): Promise<PaymentIntent | undefined>;
  /** Records an intent's new state; one that succeeded becomes a charge of its amount. */
  saveIntent(intent: PaymentIntent): Promise<void>;
  /** Refunds `amountCents` (unset: what is left) of an intent's charge once per `key`; `refundId` names a new refund. */
  refund(intentId: string, amountCents: number | undefined, key: string, refundId: string, at: number): Promise<TestRefundOutcome>;
  charge(intentId: string): Promise<TestCharge | undefined>;
}

/** Records kept in memory at most (a long-running test must not grow without bound). */
const MAX_KEPT = 10_000;

/** Keeps a map within {@link MAX_KEPT} entries, forgetting the oldest. */
function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.set(key, value);
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value as K);
}

/** Books in this process's memory, with their charges for tests to read. */
export interface MemoryBooks extends TestProviderBooks {
  readonly charges: ReadonlyMap<string, TestCharge>;
}

/** Books in this process's memory: a new provider knows nothing (tests of a provider that never saw an intent). */
export function memoryBooks(): MemoryBooks {
  const methods = new Map<string, TestPaymentMethod>();
  const intents = new Map<string, PaymentIntent>();
  const byPayment = new Map<string, string>();
  const charges = new Map<string, TestCharge>();
  const refunds = new Map<string, string>();
  const copy = (intent: PaymentIntent | undefined) => (intent ? { ...intent } : undefined);
  const books: MemoryBooks = {
    charges,
    async putMethod(id, method) {
      remember(methods, id, method);
    },
    async intentFor(paymentId, paymentMethodId, make) {
      const earlier = byPayment.get(paymentId);
      if (earlier && intents.has(earlier)) return { ...intents.get(earlier)! };
      const method = methods.get(paymentMethodId);
      if (!method) return 'no-method';
      methods.delete(paymentMethodId);
      const intent = make(method);
      remember(byPayment, paymentId, intent.intentId);
      await books.saveIntent(intent);
      return { ...intent };
    },
    async intentOfPayment(paymentId) {
      const intentId = byPayment.get(paymentId);
      return copy(intentId ? intents.get(intentId) : undefined);
    },
    async getIntent(intentId) {
      return copy(intents.get(intentId));
    },
    async saveIntent(intent) {
      remember(intents, intent.intentId, { ...intent });
      if (intent.status === 'succeeded' && !charges.has(intent.intentId)) remember(charges, intent.intentId, { amountCents: intent.amountCents, refundedCents: 0 });
    },
    async refund(intentId, amountCents, key, refundId) {
      const earlier = refunds.get(key);
      if (earlier) return { refundId: earlier };
      const charge = charges.get(intentId);
      if (!charge) return { refused: 'no-charge' };
      const amount = amountCents ?? charge.amountCents - charge.refundedCents;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > charge.amountCents - charge.refundedCents) return { refused: 'too-much' };
      charge.refundedCents += amount;
      remember(refunds, key, refundId);
      return { refundId };
    },
    async charge(intentId) {
      const charge = charges.get(intentId);
      return charge ? { ...charge } : undefined;
    },
  };
  return books;
}

/** Payment methods are used within minutes: older unused ones go when a new one is made. */
const METHOD_KEPT_MS = 24 * 60 * 60_000;

/** Books in the database (table test_payment_records, migration 0034). */
export function databaseBooks(db: Kysely<Schema>): TestProviderBooks {
  const read = async (kind: 'method' | 'intent' | 'payment' | 'refund', id: string, from: Kysely<Schema> = db) =>
    from.selectFrom('test_payment_records').select(['body_json', 'charged_cents', 'refunded_cents']).where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  const intentNamed = async (intentId: string, from: Kysely<Schema> = db) => {
    const row = await read('intent', intentId, from);
    return row ? (JSON.parse(row.body_json) as PaymentIntent) : undefined;
  };
  const intentOfPayment = async (paymentId: string, from: Kysely<Schema> = db) => {
    const row = await read('payment', paymentId, from);
    return row ? intentNamed(row.body_json, from) : undefined;
  };
  const writeIntent = (intent: PaymentIntent, at: number) => ({
    kind: 'intent' as const,
    id: intent.intentId,
    body_json: JSON.stringify(intent),
    charged_cents: intent.status === 'succeeded' ? intent.amountCents : 0,
    refunded_cents: 0,
    created_at: at,
  });

  const refundOnce = (intentId: string, amountCents: number | undefined, key: string, refundId: string, at: number) =>
    inTransaction(db, async (tx): Promise<TestRefundOutcome> => {
      const earlier = await read('refund', key, tx);
      if (earlier) return { refundId: earlier.body_json };
      // Compare-and-set on what was refunded, read again when another refund moved it first: two refunds
      // at once never take more than the charge, and neither is refused while enough is left.
      for (let attempt = 0; ; attempt++) {
        const charge = await read('intent', intentId, tx);
        if (!charge || Number(charge.charged_cents) === 0) return { refused: 'no-charge' };
        const left = Number(charge.charged_cents) - Number(charge.refunded_cents);
        const amount = amountCents ?? left;
        if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) return { refused: 'too-much' };
        const moved = await tx
          .updateTable('test_payment_records')
          .set({ refunded_cents: Number(charge.refunded_cents) + amount })
          .where('kind', '=', 'intent')
          .where('id', '=', intentId)
          .where('refunded_cents', '=', Number(charge.refunded_cents))
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 1) break;
        if (attempt === 9) return { refused: 'too-much' };
      }
      await tx.insertInto('test_payment_records').values({ kind: 'refund', id: key, body_json: refundId, charged_cents: 0, refunded_cents: 0, created_at: at }).execute();
      return { refundId };
    });

  return {
    async putMethod(id, method, at) {
      await db.deleteFrom('test_payment_records').where('kind', '=', 'method').where('created_at', '<', at - METHOD_KEPT_MS).execute();
      await db.insertInto('test_payment_records').values({ kind: 'method', id, body_json: JSON.stringify(method), charged_cents: 0, refunded_cents: 0, created_at: at }).execute();
    },
    async intentFor(paymentId, paymentMethodId, make, at) {
      try {
        return await inTransaction(db, async (tx) => {
          const earlier = await intentOfPayment(paymentId, tx);
          if (earlier) return earlier;
          const used = await tx.deleteFrom('test_payment_records').where('kind', '=', 'method').where('id', '=', paymentMethodId).returning('body_json').executeTakeFirst();
          // Another request for this payment may have used the method and committed meanwhile.
          if (!used) return (await intentOfPayment(paymentId, tx)) ?? ('no-method' as const);
          const intent = make(JSON.parse(used.body_json) as TestPaymentMethod);
          // The payment's record is the lock: a second request for the same payment fails here and reads the first's intent.
          await tx.insertInto('test_payment_records').values({ kind: 'payment', id: paymentId, body_json: intent.intentId, charged_cents: 0, refunded_cents: 0, created_at: at }).execute();
          await tx.insertInto('test_payment_records').values(writeIntent(intent, at)).execute();
          return intent;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return (await intentOfPayment(paymentId)) ?? 'no-method';
      }
    },
    intentOfPayment: (paymentId) => intentOfPayment(paymentId),
    getIntent: (intentId) => intentNamed(intentId),
    async saveIntent(intent) {
      // Only an intent that was not charged yet changes its charge (a succeeded intent stays as it was charged).
      await db
        .updateTable('test_payment_records')
        .set({ body_json: JSON.stringify(intent), charged_cents: intent.status === 'succeeded' ? intent.amountCents : 0 })
        .where('kind', '=', 'intent')
        .where('id', '=', intent.intentId)
        .where('charged_cents', '=', 0)
        .execute();
    },
    async refund(intentId, amountCents, key, refundId, at) {
      try {
        return await refundOnce(intentId, amountCents, key, refundId, at);
      } catch (error) {
        // The same refund asked twice at once: the one that lost the race answers the first one's refund.
        if (!isUniqueViolation(error)) throw error;
        const earlier = await read('refund', key);
        if (!earlier) throw error;
        return { refundId: earlier.body_json };
      }
    },
    async charge(intentId) {
      const row = await read('intent', intentId);
      return row && Number(row.charged_cents) > 0 ? { amountCents: Number(row.charged_cents), refundedCents: Number(row.refunded_cents) } : undefined;
    },
  };
}
