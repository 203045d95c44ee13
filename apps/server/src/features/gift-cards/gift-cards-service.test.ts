import { expect, it } from 'vitest';
import { forEachDialect } from '../../test-support/dialects.ts';
import { seedDemo } from '../../seed/demo.ts';
import { defaultSiteId } from '../../test-support/owner.ts';
import { creditGiftCard, debitGiftCard } from './gift-cards-repository.ts';
import { findGiftCardByCode, giftCardBalance, issueGiftCard, redeemableGiftCardCode } from './gift-cards-service.ts';

forEachDialect('gift-card ledger', (t) => {
  it('issues a card whose code is stored hashed, finds it by code however it is typed, and never debits below zero', async () => {
    await seedDemo(t.db);
    const websiteId = await defaultSiteId(t.db);
    const card = await issueGiftCard(t.db, { websiteId, amountCents: 2500, currency: 'USD', orderId: null, recipientEmail: 'friend@example.com', now: 1 });
    expect(card.code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    const row = await t.db.selectFrom('gift_cards').selectAll().where('id', '=', card.id).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(card.code.replace(/-/g, ''));
    expect(row.code_last4).toBe(card.code.slice(-4));

    const typed = ` ${card.code.toLowerCase().replace(/-/g, ' ')} `;
    expect((await findGiftCardByCode(t.db, websiteId, typed))?.id).toBe(card.id);
    expect(await giftCardBalance(t.db, websiteId, typed)).toEqual({ code: card.code, balanceCents: 2500, currency: 'USD' });
    await expect(giftCardBalance(t.db, websiteId, 'AAAA-BBBB-CCCC-DDDD')).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'That gift card code is not valid.' });

    expect(await debitGiftCard(t.db, websiteId, card.id, 2000)).toBe(true);
    expect(await debitGiftCard(t.db, websiteId, card.id, 1000)).toBe(false);
    await creditGiftCard(t.db, websiteId, card.id, 2000);
    expect((await giftCardBalance(t.db, websiteId, card.code)).balanceCents).toBe(2500);
  });

  it('redeems only a card of this currency with a balance', async () => {
    const websiteId = await defaultSiteId(t.db);
    const euro = await issueGiftCard(t.db, { websiteId, amountCents: 1000, currency: 'EUR', orderId: null, recipientEmail: 'a@example.com' });
    const spent = await issueGiftCard(t.db, { websiteId, amountCents: 500, currency: 'USD', orderId: null, recipientEmail: 'a@example.com' });
    await debitGiftCard(t.db, websiteId, spent.id, 500);
    await expect(redeemableGiftCardCode(t.db, websiteId, euro.code, 'USD')).rejects.toMatchObject({ code: 'INVALID', message: 'That gift card is in another currency.' });
    await expect(redeemableGiftCardCode(t.db, websiteId, spent.code, 'USD')).rejects.toMatchObject({ code: 'INVALID', message: 'That gift card has no balance left.' });
    await expect(redeemableGiftCardCode(t.db, websiteId, 'nope', 'USD')).rejects.toMatchObject({ code: 'INVALID', message: 'That gift card code is not valid.' });
    expect(await redeemableGiftCardCode(t.db, websiteId, euro.code.toLowerCase(), 'EUR')).toBe(euro.code);
  });
});
