import type { Kysely, Selectable } from 'kysely';
import type { GiftCardsTable, Schema } from '../../infra/database/schema.ts';

/*
 * Gift cards: SQL only. The code is a bearer secret, so a row holds its SHA-256 and last four
 * characters, never the code itself (gift-cards-service.ts makes and hashes codes).
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

/** A new row of `gift_cards`. */
export type GiftCardRow = Selectable<GiftCardsTable>;

/** Inserts a gift card (inside the caller's transaction when given one); throws on a duplicate hash. */
export async function insertGiftCard(db: Kysely<Schema>, row: GiftCardRow): Promise<GiftCard> {
  await db.insertInto('gift_cards').values(row).execute();
  return toGiftCard(row);
}

/** The gift card of this site whose code hashes to `codeHash`; null when none. */
export async function findGiftCardByHash(db: Kysely<Schema>, websiteId: string, codeHash: string): Promise<GiftCard | null> {
  const row = await db.selectFrom('gift_cards').selectAll().where('website_id', '=', websiteId).where('code_hash', '=', codeHash).executeTakeFirst();
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

function toGiftCard(row: GiftCardRow): GiftCard {
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
