import type { Kysely } from 'kysely';
import { newId } from './ids.ts';
import { parseJson } from './json.ts';
import type { Schema } from './schema.ts';

/** A form field as stored; the form model (types, validation) lives with the forms feature. */
export interface FormField {
  id: string;
  type: string;
  title: string;
  required?: boolean;
  [key: string]: unknown;
}

/** A site form (storefront.md §3 Form): here its id, name and fields. */
export interface FormRecord {
  id: string;
  websiteId: string;
  name: string;
  fields: FormField[];
}

/** Creates a form (default name 'My Form Name'); returns its id. */
export async function createForm(
  db: Kysely<Schema>,
  websiteId: string,
  input: { name?: string; fields: FormField[] },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('forms')
    .values({ id, website_id: websiteId, name: input.name ?? 'My Form Name', fields_json: JSON.stringify(input.fields) })
    .execute();
  return id;
}

/** The form with this id on this site, or null. */
export async function getForm(db: Kysely<Schema>, websiteId: string, formId: string): Promise<FormRecord | null> {
  const row = await db
    .selectFrom('forms')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', formId)
    .executeTakeFirst();
  return row ? { id: row.id, websiteId: row.website_id, name: row.name, fields: parseJson<FormField[]>(row.fields_json, []) } : null;
}
