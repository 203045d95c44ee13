import { createHash } from 'node:crypto';
import { generateGiftCardCode, normalizeGiftCardCode } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { findGiftCardByHash, insertGiftCard, type GiftCard } from './gift-cards-repository.ts';
import { GIFT_CARDS_MESSAGES as M } from './messages.ts';

/*
 * The gift-card ledger's rules. Checkout writes it (an order issues cards, a payment debits one,
 * a failed payment credits it back); its purchase and balance routes live in checkout. The code is
 * a bearer secret (whoever knows it spends it), so only its SHA-256 is stored, plus the last four
 * characters for the dashboard; the plain code exists once, in the e-mail. 80 random bits per code
 * make a brute-force lookup hopeless, so an unsalted hash is enough.
 */

/** SHA-256 (hex) of a canonical code. */
export function hashGiftCardCode(canonicalCode: string): string {
  return createHash('sha256').update(canonicalCode).digest('hex');
}

/** Input of {@link issueGiftCard}. */
export interface NewGiftCard {
  websiteId: string;
  amountCents: number;
  currency: string;
  orderId: string | null;
  recipientEmail: string;
  now?: number;
}

/**
 * Issues a gift card worth `amountCents` (inside the caller's transaction) with a fresh code.
 * @returns the card with its plain code (for the e-mail only)
 */
export async function issueGiftCard(db: Kysely<Schema>, input: NewGiftCard): Promise<GiftCard & { code: string }> {
  for (let attempt = 1; ; attempt++) {
    const code = generateGiftCardCode();
    try {
      const card = await insertGiftCard(db, {
        id: newId(),
        website_id: input.websiteId,
        code_hash: hashGiftCardCode(code),
        code_last4: code.slice(-4),
        initial_cents: input.amountCents,
        balance_cents: input.amountCents,
        currency: input.currency,
        order_id: input.orderId,
        recipient_email: input.recipientEmail,
        created_at: input.now ?? Date.now(),
      });
      return { ...card, code };
    } catch (error) {
      // A collision of 80 random bits does not happen; the unique index makes sure of it. Inside a
      // PostgreSQL transaction a failed insert aborts it, so only SQLite can retry here.
      if (attempt < 3 && isUniqueViolation(error) && !db.isTransaction) continue;
      throw error;
    }
  }
}

/** The gift card a code names on this site (case, spaces and dashes ignored); null when none. */
export async function findGiftCardByCode(db: Kysely<Schema>, websiteId: string, code: string): Promise<GiftCard | null> {
  const canonical = normalizeGiftCardCode(code);
  return canonical ? findGiftCardByHash(db, websiteId, hashGiftCardCode(canonical)) : null;
}

/**
 * A code's balance, for the balance check.
 * @throws AppError NOT_FOUND for a code no card of this site has
 */
export async function giftCardBalance(db: Kysely<Schema>, websiteId: string, code: string): Promise<{ code: string; balanceCents: number; currency: string }> {
  const canonical = normalizeGiftCardCode(code);
  const found = canonical ? await findGiftCardByHash(db, websiteId, hashGiftCardCode(canonical)) : null;
  if (!found || !canonical) throw new AppError('NOT_FOUND', M.notFound);
  return { code: canonical, balanceCents: found.balanceCents, currency: found.currency };
}

/**
 * The card a visitor applies at checkout: it must exist on this site, be in the checkout's
 * currency and have a balance.
 * @returns the canonical code
 * @throws AppError INVALID not found / another currency / no balance left
 */
export async function redeemableGiftCardCode(db: Kysely<Schema>, websiteId: string, code: string, currency: string): Promise<string> {
  const canonical = normalizeGiftCardCode(code);
  const card = canonical ? await findGiftCardByHash(db, websiteId, hashGiftCardCode(canonical)) : null;
  if (!canonical || !card) throw new AppError('INVALID', M.notFound);
  if (card.currency !== currency) throw new AppError('INVALID', M.otherCurrency);
  if (card.balanceCents <= 0) throw new AppError('INVALID', M.empty);
  return canonical;
}
