import { checkProductAnswers } from '@plinth/forms';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { getForm, publicForm } from '../forms/index.ts';
import type { AddEntryInput, CartFailure } from './cart-types.ts';

/**
 * The server's check of an add's answers to the product's additional-fields form (issue 30 item 8):
 * the same `@plinth/forms` checks the lightbox runs (required, lengths, formats), and no answers to
 * fields the form lacks. A product whose form was deleted takes no answers, as its page shows no form.
 * @returns null when the answers are fine, else the refusal with the form's message
 */
export async function refuseEntryAnswers(
  db: Kysely<Schema>,
  websiteId: string,
  formId: string | null,
  answers: AddEntryInput['additionalFields'],
): Promise<CartFailure | null> {
  const stored = formId ? await getForm(db, websiteId, formId) : null;
  const check = checkProductAnswers(stored ? publicForm(stored) : null, answers);
  return check.ok ? null : { ok: false, reason: 'invalid-additional-fields', message: check.message };
}

/**
 * {@link refuseEntryAnswers} for a product known by its item id (a change of an entry's answers, which
 * checkout serves): the same checks as an add.
 */
export async function refuseItemAnswers(
  db: Kysely<Schema>,
  websiteId: string,
  itemId: string,
  answers: AddEntryInput['additionalFields'],
): Promise<CartFailure | null> {
  const product = await db
    .selectFrom('products as p')
    .innerJoin('items as i', 'i.id', 'p.item_id')
    .select('p.additional_fields_form_id')
    .where('p.item_id', '=', itemId)
    .where('i.website_id', '=', websiteId)
    .executeTakeFirst();
  return refuseEntryAnswers(db, websiteId, product?.additional_fields_form_id ?? null, answers);
}
