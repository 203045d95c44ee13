import { normalizeForm, type FormFieldInput, type FormModel } from '@plinth/forms';
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import { bumpContentVersion } from '../site/index.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { FormsTable, Schema } from '../../infra/database/schema.ts';

/*
 * The forms repository. Every row is read through normalizeForm, so a malformed stored form can never
 * reach validation or a page as anything but a valid FormModel.
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

/** What {@link createForm} and {@link updateForm} take: the model (normalised here) and settings. */
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
 * Creates a form from a partial model (defaults: name 'My Form Name', no fields, captcha off …),
 * normalised by normalizeForm; returns its id.
 * @example await createForm(db, siteId, { name: 'Contact', fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] })
 */
export async function createForm(db: Kysely<Schema>, websiteId: string, input: FormInput, now = Date.now()): Promise<string> {
  const id = newId();
  const model = normalizeForm({ ...input, id });
  await inTransaction(db, async (tx) => {
    await tx
      .insertInto('forms')
      .values({ id, website_id: websiteId, ...formColumns(model, input), created_at: now, updated_at: now })
      .execute();
    // Forms render into pages: cached pages of the old version must go.
    await bumpContentVersion(tx, websiteId);
  });
  return id;
}

/**
 * Replaces a form's model (normalised) and the settings given; settings left undefined keep their
 * value. Returns the saved form, or null when the site has no such form.
 */
export async function updateForm(db: Kysely<Schema>, websiteId: string, formId: string, input: FormInput, now = Date.now()): Promise<StoredForm | null> {
  const model = normalizeForm({ ...input, id: formId });
  const updated = await inTransaction(db, async (tx) => {
    const result = await tx
      .updateTable('forms')
      .set({ ...formColumns(model, input), updated_at: now })
      .where('website_id', '=', websiteId)
      .where('id', '=', formId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await bumpContentVersion(tx, websiteId);
    return true;
  });
  return updated ? getForm(db, websiteId, formId) : null;
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
 * The form placed on a page (a collection or item id), oldest first when several, or null. For the
 * render layer: pass `publicForm(form)` into the page context, never the stored form.
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
