import { createHash } from 'node:crypto';
import { getRestockUnsubscribe } from '@plinth/api';
import type { AppDeps } from '../../infra/app-deps.ts';
import { newToken } from '../../infra/database/ids.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { mailInTransaction } from '../../infra/mail/mail-in-transaction.ts';
import type { Website } from '../site/index.ts';
import { RESTOCK_MESSAGES } from './messages.ts';
import { claimRestockSignup, collectionUrlId, countWaiting, listRestockSignups } from './repository.ts';
import { findRestockItem, variantDescriptor, variantSoldOut } from './restock-item.ts';

/*
 * Sending back-in-stock notices (docs/restock-api.md): the theme's `restock-notice` e-mail says what
 * came back, links to its page, and carries a link that removes the sign-up.
 */

/** Where the unsubscribe links point. */
export const UNSUBSCRIBE_PATH = getRestockUnsubscribe.path;

/** Sign-ups read per round trip while sending. */
const BATCH = 100;

/** What one send did. */
export interface SendOutcome {
  /** Notices this call e-mailed. */
  sent: number;
  /**
   * Waiting sign-ups this call did not e-mail: claimed meanwhile by another send (which e-mails them),
   * or left waiting by `limitToStock` beyond the stock on hand.
   */
  skipped: number;
}

/** What to send. */
export interface SendRequest {
  productId: string;
  variantId: string;
  /** Send no more notices than units on hand (unlimited stock: no cap). */
  limitToStock?: boolean;
}

/** SHA-256 (hex) of an unsubscribe token, as stored. */
export function hashUnsubscribeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * E-mails the variant's waiting sign-ups, oldest first, each at most once: every sign-up is claimed by a
 * conditional UPDATE before its e-mail goes, so two owners pressing send together split the list
 * between them instead of both sending it. The claim and the notice are recorded in one transaction
 * (the outbox, decisions/0008-crash-recovery.md) and the notice is delivered after it commits: a crash
 * never leaves a sign-up notified whose notice was lost. A notice links to the product page (on
 * `origin`, the site's address as the owner reached it) and carries its own unsubscribe link.
 * @throws AppError NOT_FOUND 'This item could not be found.', CONFLICT 'This item is still sold out.'
 */
export async function sendRestockNotices(
  context: Pick<AppDeps, 'db' | 'mailer' | 'emails' | 'now'>,
  website: Pick<Website, 'id' | 'name'>,
  origin: string,
  request: SendRequest,
): Promise<SendOutcome> {
  const { db } = context;
  const item = await findRestockItem(db, website.id, request.productId, request.variantId);
  if (variantSoldOut(item)) throw new AppError('CONFLICT', RESTOCK_MESSAGES.stillSoldOut);
  const { product, variant } = item;
  const productUrl = new URL(`/${(await collectionUrlId(db, product.collectionId)) ?? ''}/${product.urlId}`, origin).toString();
  const descriptor = product.variants.length > 1 ? variantDescriptor(variant.attributes, product.variantOptionOrdering, variant.sku) : '';
  const cap = request.limitToStock && !variant.unlimited ? variant.qtyInStock : Number.POSITIVE_INFINITY;

  let sent = 0;
  let skipped = 0;
  let cursor: string | undefined;
  while (sent < cap) {
    const page = await listRestockSignups(db, website.id, { itemId: product.id, variantId: variant.id, status: 'waiting', cursor, limit: BATCH });
    for (const signUp of page.signUps) {
      if (sent >= cap) break;
      const token = newToken();
      const unsubscribeUrl = new URL(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, origin).toString();
      // Rendered before the claim: a theme that cannot render it leaves the sign-up waiting.
      const notice = context.emails.render('restock-notice', { siteName: website.name, productTitle: product.title, variantDescriptor: descriptor, productUrl, unsubscribeUrl });
      const mail = await inTransaction(db, async (tx) => {
        if (!(await claimRestockSignup(tx, website.id, signUp.id, hashUnsubscribeToken(token), context.now()))) return null;
        const mail = mailInTransaction(context.mailer, tx);
        await mail.mailer.send({ websiteId: website.id, kind: 'restock', to: signUp.email, ...notice });
        return mail;
      });
      if (!mail) {
        skipped += 1; // another send claimed it first and e-mails it
        continue;
      }
      await mail.deliver();
      sent += 1;
    }
    if (!page.hasNextPage || !page.nextPageCursor) break;
    cursor = page.nextPageCursor;
  }
  // The cap left these waiting for the next restock.
  if (sent >= cap) skipped += await countWaiting(db, website.id, variant.id);
  return { sent, skipped };
}
