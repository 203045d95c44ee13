import { normalizeForm, type FormFieldInput, type FormModel } from '@plinth/forms';
import type { Kysely, Selectable } from 'kysely';
import { parseJson } from '../../infra/database/json.ts';
import type { FormsTable, Schema } from '../../infra/database/schema.ts';

/*
 * The forms repository (SQL only). Every row is read through normalizeForm, so a malformed stored form
 * can never reach validation or a page as anything but a valid FormModel.
 */

/** A stored form: the public model (what pages and islands see) plus the owner-only settings. */
export interface StoredForm extends FormModel {
  websiteId: string;
  /** Newsletter forms: new addresses stay 'pending' until confirmed by e-mail. */
  doubleOptIn: boolean;
  /** Where submissions are e-mailed; null = the site's first ADMIN contributor. */
  notifyEmail: string | null;
  /** The page (collection or item id) showing the form; null = none. */
  pageId: string | null;
  createdAt: number;
  updatedAt: number;
}

/** The owner-only settings of a form. */
export interface FormSettings {
  doubleOptIn?: boolean;
  notifyEmail?: string | null;
  pageId?: string | null;
}

/** What the service's createForm and updateForm take: the model (normalised there) and settings. */
export type FormInput = Partial<Omit<FormModel, 'id' | 'fields'>> & { fields?: readonly FormFieldInput[] } & FormSettings;

function toStoredForm(row: Selectable<FormsTable>): StoredForm {
  const model = normalizeForm({
    id: row.id,
    name: row.name,
    fields: parseJson<unknown>(row.fields_json, []),
    parsedSubmissionMessage: row.parsed_submission_message,
    submissionHTML: row.submission_html,
    successRedirect: row.success_redirect,
    parsedDisclaimerMessage: row.parsed_disclaimer_message,
    captchaEnabled: Number(row.captcha_enabled) === 1,
    captchaTheme: row.captcha_theme,
    captchaAlignment: row.captcha_alignment,
    isNewsletter: Number(row.is_newsletter) === 1,
  });
  return {
    ...model,
    websiteId: row.website_id,
    doubleOptIn: Number(row.double_opt_in) === 1,
    notifyEmail: row.notify_email,
    pageId: row.page_id,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** Only the public model: what a page context or an island gets (no notify address). */
export function publicForm(form: StoredForm): FormModel {
  const { websiteId: _w, doubleOptIn: _d, notifyEmail: _n, pageId: _p, createdAt: _c, updatedAt: _u, ...model } = form;
  return model;
}

/** The row columns of a normalised model and its settings. */
function formColumns(model: FormModel, settings: FormSettings) {
  return {
    name: model.name,
    fields_json: JSON.stringify(model.fields),
    parsed_submission_message: model.parsedSubmissionMessage,
    submission_html: model.submissionHTML,
    success_redirect: model.successRedirect,
    parsed_disclaimer_message: model.parsedDisclaimerMessage,
    captcha_enabled: model.captchaEnabled ? 1 : 0,
    captcha_theme: model.captchaTheme,
    captcha_alignment: model.captchaAlignment,
    is_newsletter: model.isNewsletter ? 1 : 0,
    ...(settings.doubleOptIn === undefined ? {} : { double_opt_in: settings.doubleOptIn ? 1 : 0 }),
    ...(settings.notifyEmail === undefined ? {} : { notify_email: settings.notifyEmail }),
    ...(settings.pageId === undefined ? {} : { page_id: settings.pageId }),
  };
}

/**
 * Inserts a form row (the model normalised by the caller). Forms render into pages: write it through
 * `changeContent`, so cached pages of the old version go.
 */
export async function insertForm(db: Kysely<Schema>, websiteId: string, model: FormModel, settings: FormSettings, now: number): Promise<void> {
  await db
    .insertInto('forms')
    .values({ id: model.id, website_id: websiteId, ...formColumns(model, settings), created_at: now, updated_at: now })
    .execute();
}

/** Replaces a form row's model and the settings given; false when the site has no such form. */
export async function updateFormRow(db: Kysely<Schema>, websiteId: string, model: FormModel, settings: FormSettings, now: number): Promise<boolean> {
  const result = await db
    .updateTable('forms')
    .set({ ...formColumns(model, settings), updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', model.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The form with this id on this site, or null. */
export async function getForm(db: Kysely<Schema>, websiteId: string, formId: string): Promise<StoredForm | null> {
  const row = await db.selectFrom('forms').selectAll().where('website_id', '=', websiteId).where('id', '=', formId).executeTakeFirst();
  return row ? toStoredForm(row) : null;
}

/** Every form of a site, oldest first. */
export async function listForms(db: Kysely<Schema>, websiteId: string): Promise<StoredForm[]> {
  const rows = await db.selectFrom('forms').selectAll().where('website_id', '=', websiteId).orderBy('created_at').orderBy('id').execute();
  return rows.map(toStoredForm);
}

/**
 * The form placed on a page (a collection or item id), oldest first when several, or null. For
 * pages and their widgets (form-widgets.ts): pass `publicForm(form)` into the page context, never
 * the stored form.
 */
export async function getFormForPage(db: Kysely<Schema>, websiteId: string, pageId: string): Promise<StoredForm | null> {
  const row = await db
    .selectFrom('forms')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('page_id', '=', pageId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? toStoredForm(row) : null;
}

/** Whether `pageId` is a collection or an item of the site (a form can be placed on either). */
export async function isPageOfSite(db: Kysely<Schema>, websiteId: string, pageId: string): Promise<boolean> {
  const [collection, item] = await Promise.all([
    db.selectFrom('collections').select('id').where('website_id', '=', websiteId).where('id', '=', pageId).executeTakeFirst(),
    db.selectFrom('items').select('id').where('website_id', '=', websiteId).where('id', '=', pageId).executeTakeFirst(),
  ]);
  return collection !== undefined || item !== undefined;
}

/** The e-mail of the site's first ADMIN contributor, or null. */
export async function firstAdminEmail(db: Kysely<Schema>, websiteId: string): Promise<string | null> {
  const admin = await db
    .selectFrom('contributors')
    .select('email')
    .where('website_id', '=', websiteId)
    .where('role', '=', 'ADMIN')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return admin?.email ?? null;
}

/** Product (item) id → additional-fields form id, for every product of the site that has one. */
export async function productFormIds(db: Kysely<Schema>, websiteId: string): Promise<{ itemId: string; formId: string }[]> {
  const rows = await db
    .selectFrom('products')
    .select(['item_id', 'additional_fields_form_id'])
    .where('website_id', '=', websiteId)
    .where('additional_fields_form_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.additional_fields_form_id ? [{ itemId: row.item_id, formId: row.additional_fields_form_id }] : []));
}
