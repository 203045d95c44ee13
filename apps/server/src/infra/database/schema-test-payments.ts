/* The table of migration 0034-test-provider-books (the built-in test provider's books). */

/** One record of the test provider: a payment method, an intent, a payment's intent or a refund. */
export interface TestPaymentRecordsTable {
  kind: 'method' | 'intent' | 'payment' | 'refund';
  id: string;
  body_json: string;
  /** An intent's charged amount once it succeeded (0 before), and what was refunded of it. */
  charged_cents: number;
  refunded_cents: number;
  created_at: number;
}

/** The tables of migration 0034. */
export interface TestPaymentsSchema {
  test_payment_records: TestPaymentRecordsTable;
}
