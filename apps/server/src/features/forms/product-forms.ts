/**
 * The additional-fields forms of products, for the page context: the product page's add button opens
 * its product's form, and the cart page's 'Edit' reopens the form of an entry's product.
 */
import type { FormModel } from '@plinth/forms';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { getForm, productFormIds, publicForm, type StoredForm } from './forms-repository.ts';

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
  const rows = await productFormIds(db, websiteId);
  const forms = await formsById(db, websiteId, rows.map((row) => row.formId));
  const byProduct: Record<string, ProductForm> = {};
  for (const row of rows) {
    const form = forms.get(row.formId);
    if (form) byProduct[row.itemId] = form;
  }
  return byProduct;
}
