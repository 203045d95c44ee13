import { createHash } from 'node:crypto';
import { generateGiftCardCode, normalizeGiftCardCode } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';

/*
 * Gift cards. The code is a bearer secret (whoever knows it spends it), so only its SHA-256 is
 * stored, plus the last four characters for the dashboard; the plain code exists once, in the e-mail.
 * 80 random bits per code make a brute-force lookup hopeless, so an unsalted hash is enough.
 */

/** A gift card as the balance check and checkout see it. */
export interface GiftCard {
  id: string;
  websiteId: string;
  last4: string;
  initialCents: number;
  balanceCents: number;
  currency: string;
  orderId: string | null;
  recipientEmail: string;
}

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

/** Issues a gift card worth `amountCents` (inside the caller's transaction); returns it with its plain code. */
export async function issueGiftCard(db: Kysely<Schema>, input: NewGiftCard): Promise<GiftCard & { code: string }> {
  for (let attempt = 1; ; attempt++) {
    const code = generateGiftCardCode();
    const card = {
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
    };
    // A collision of 80 random bits does not happen; the unique index makes sure of it. Inside a
    // PostgreSQL transaction a failed insert aborts it, so only SQLite can retry here.
    try {
      await db.insertInto('gift_cards').values(card).execute();
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error) && !db.isTransaction) continue;
      throw error;
    }
    return { ...toGiftCard(card), code };
  }
}

function toGiftCard(row: { id: string; website_id: string; code_last4: string; initial_cents: number; balance_cents: number; currency: string; order_id: string | null; recipient_email: string }): GiftCard {
  return {
    id: row.id,
    websiteId: row.website_id,
    last4: row.code_last4,
    initialCents: row.initial_cents,
    balanceCents: row.balance_cents,
    currency: row.currency,
    orderId: row.order_id,
    recipientEmail: row.recipient_email,
  };
}

/** The gift card a code names on this site (case, spaces and dashes ignored); null when none. */
export async function findGiftCardByCode(db: Kysely<Schema>, websiteId: string, code: string): Promise<GiftCard | null> {
  const canonical = normalizeGiftCardCode(code);
  if (!canonical) return null;
  const row = await db
    .selectFrom('gift_cards')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('code_hash', '=', hashGiftCardCode(canonical))
    .executeTakeFirst();
  return row ? toGiftCard(row) : null;
}

/**
 * Takes `amountCents` off a card's balance in one conditional UPDATE (never below zero, whatever
 * runs at the same time): false when the balance is no longer enough.
 */
export async function debitGiftCard(db: Kysely<Schema>, websiteId: string, giftCardId: string, amountCents: number): Promise<boolean> {
  const result = await db
    .updateTable('gift_cards')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', amountCents) }))
    .where('id', '=', giftCardId)
    .where('website_id', '=', websiteId)
    .where('balance_cents', '>=', amountCents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a debited amount back (a payment that failed after the debit). */
export async function creditGiftCard(db: Kysely<Schema>, websiteId: string, giftCardId: string, amountCents: number): Promise<void> {
  await db
    .updateTable('gift_cards')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', amountCents) }))
    .where('id', '=', giftCardId)
    .where('website_id', '=', websiteId)
    .execute();
}
