import { createOrder } from '../features/orders/index.ts';
import { newId } from '../infra/database/ids.ts';
import { defaultSiteId } from './owner.ts';
import type { TestStore } from './test-app.ts';
import { CustomerVisitor } from './site-users.ts';

/*
 * Test helpers of the account e-mail routes: the account e-mails read from the outbox table, as a
 * person reads their inbox, and a crumb-carrying visitor from an address of its own.
 */

/** An account e-mail as its reader sees it: the link's token and the sign-in code, when it has them. */
export interface ReadMail {
  subject: string;
  text: string;
  html: string;
  /** The storefront page the link leads to (`/account/verify`), and the whole link. */
  linkPath: string | undefined;
  link: string | undefined;
  token: string | undefined;
  code: string | undefined;
}

const LINK = /(http:\/\/[^/\s]+)(\/account\/[a-z-]+)\?token=([A-Za-z0-9_%-]+)/;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The outbox as an inbox: each mail is read once. The routes that answer alike for every address send
 * their mail after answering, so reading waits for the mail to land.
 */
export class Inbox {
  private readonly read = new Set<string>();
  private readonly store: TestStore;

  constructor(store: TestStore) {
    this.store = store;
  }

  private async fresh(to: string) {
    const rows = await this.store.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('created_at').execute();
    return rows.filter((row) => !this.read.has(row.id));
  }

  /**
   * The mails to `to` not read yet, oldest first: waits (up to 5 s) for at least `atLeast` of them,
   * then until no more arrive for 50 ms.
   */
  async unread(to: string, atLeast = 0): Promise<ReadMail[]> {
    let rows = await this.fresh(to);
    for (const deadline = Date.now() + 5000; rows.length < atLeast && Date.now() < deadline; rows = await this.fresh(to)) await pause(10);
    for (let settled = false; !settled; ) {
      await pause(50);
      const again = await this.fresh(to);
      settled = again.length === rows.length;
      rows = again;
    }
    for (const row of rows) this.read.add(row.id);
    return rows.map((row) => {
      const link = LINK.exec(row.text_body);
      return {
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? '',
        link: link?.[0],
        linkPath: link?.[2],
        token: link ? decodeURIComponent(link[3] ?? '') : undefined,
        code: /^(\d{6})$/m.exec(row.text_body)?.[1],
      };
    });
  }

  /** The one new mail to `to`; throws when none arrives or more than one did. */
  async next(to: string): Promise<ReadMail> {
    const mails = await this.unread(to, 1);
    if (mails.length !== 1) throw new Error(`expected one new mail to ${to}, found ${mails.length}`);
    return mails[0] as ReadMail;
  }
}

let addressCounter = 1;
/** A client address no other request of the run used (the throttles count per address). */
export const freshAddress = (): string => `10.77.${Math.floor(addressCounter / 250) % 250}.${addressCounter++ % 250}`;

/** A unique e-mail address. */
export const freshEmail = (label = 'visitor'): string => `${label}-${newId()}@plinth.test`;

/** A visitor with a crumb, whose every request comes from its own fresh address unless told otherwise. */
export class AccountVisitor extends CustomerVisitor {
  constructor(store: TestStore) {
    super(() => store.app);
    this.cookies.set('crumb', `crumb-${newId()}`);
  }

  /** POST with a JSON body from a fresh address; keeps the xsrfToken of a sign-in answer. */
  async post(url: string, payload: unknown, options: { remoteAddress?: string; csrf?: boolean } = {}) {
    const response = await this.request({ method: 'POST', url, payload: payload as object, remoteAddress: options.remoteAddress ?? freshAddress(), ...(options.csrf === false ? { csrf: false } : {}) });
    if (response.statusCode === 200 && typeof response.json().xsrfToken === 'string') this.xsrfToken = response.json().xsrfToken;
    return response;
  }
}

/** A guest order placed with `email` (no account). */
export async function addGuestOrder(store: TestStore, email: string): Promise<string> {
  const order = await createOrder(store.db, {
    websiteId: await defaultSiteId(store.db),
    testMode: true,
    customerEmail: email,
    currency: 'USD',
    subtotalCents: 1000,
    grandTotalCents: 1000,
    items: [{ itemId: 'item-1', variantId: 'variant-1', sku: 'TEE-S', productName: 'Tee', quantity: 1, unitPriceCents: 1000 }],
  });
  return order.id;
}

/** The account an order belongs to (null for a guest order). */
export async function orderOwner(store: TestStore, orderId: string): Promise<string | null> {
  const row = await store.db.selectFrom('orders').select('site_user_id').where('id', '=', orderId).executeTakeFirstOrThrow();
  return row.site_user_id;
}
