import type { HttpClient } from './http-client.ts';

/** An order the server answered 200 for. */
export interface AckedOrder {
  id: string;
  orderNumber: number;
  email: string;
  /** sku → units. */
  units: Map<string, number>;
  grandTotalCents: number;
}

/** A payment whose answer was lost with the server: retried with the same key after the restart. */
export interface UnansweredPayment {
  client: HttpClient;
  idempotencyKey: string;
  email: string;
}

/** A media upload the server answered 201 for. */
export interface AckedUpload {
  id: string;
  fileName: string;
  bytes: Buffer;
  isImage: boolean;
}

/**
 * Every write the server acknowledged (a 2xx with its id) during the run, and the requests whose
 * answer never came. The checks after the crashes hold the database to this list.
 */
export class Ledger {
  readonly orders = new Map<string, AckedOrder>();
  readonly unansweredPayments: UnansweredPayment[] = [];
  /** Contact-form submissions: submission id → the message's unique text. */
  readonly submissions = new Map<string, string>();
  /** Newsletter sign-ups: submission id → the address. */
  readonly signUps = new Map<string, string>();
  /** Owner stock movements of the limited variant: movement id → delta. */
  readonly stockMoves = new Map<string, number>();
  /** Product titles the owner saved, in order; `titleInFlight` was sent when the server died. */
  readonly titles: string[] = [];
  titleInFlight: string | null = null;
  readonly uploads: AckedUpload[] = [];
  /** Answers that are never right, whatever the crash: a 500, or a status no request expects. */
  readonly unexpected: string[] = [];
  /** Requests answered, by route and status (the report shows how much was written). */
  readonly statuses = new Map<string, number>();

  count(route: string, status: number | 'no answer'): void {
    const key = `${route} ${status}`;
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }

  /** A one-line summary for the test's log. */
  summary(): string {
    return [...this.statuses].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}: ${n}`).join(', ');
  }
}
