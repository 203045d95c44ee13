/**
 * The additional-fields forms of products (db/forms.ts), for the page
 * context: the product page's add button opens its product's form, and the
 * cart page's 'Edit' reopens the form of an entry's product.
 */
import type { Kysely } from 'kysely';
import type { FormModel } from '@plinth/forms';
import { getForm, publicForm, type StoredForm } from './forms-repository.ts';
import type { Schema } from '../../infra/database/schema.ts';

/** What the islands get of a form: its public model (no owner settings). */
export type ProductForm = FormModel;

/** The forms with these ids (missing ones are left out), by form id. */
export async function formsById(db: Kysely<Schema>, websiteId: string, formIds: Iterable<string | null>): Promise<Map<string, ProductForm>> {
  const ids = [...new Set([...formIds].filter((id): id is string => !!id))];
  const forms = await Promise.all(ids.map((id) => getForm(db, websiteId, id)));
  return new Map(forms.filter((form): form is StoredForm => form !== null).map((form) => [form.id, publicForm(form)]));
}

/** Every product of the site that has a form → its form (for the cart page). */
export async function formsByProduct(db: Kysely<Schema>, websiteId: string): Promise<Record<string, ProductForm>> {
  const rows = await db
    .selectFrom('products')
    .select(['item_id', 'additional_fields_form_id'])
    .where('website_id', '=', websiteId)
    .where('additional_fields_form_id', 'is not', null)
    .execute();
  const forms = await formsById(db, websiteId, rows.map((row) => row.additional_fields_form_id));
  const byProduct: Record<string, ProductForm> = {};
  for (const row of rows) {
    const form = row.additional_fields_form_id ? forms.get(row.additional_fields_form_id) : undefined;
    if (form) byProduct[row.item_id] = form;
  }
  return byProduct;
}
