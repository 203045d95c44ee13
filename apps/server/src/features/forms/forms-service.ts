import { MAX_FIELDS, normalizeField, normalizeForm } from '@plinth/forms';
import { formSettingsBody, type ownerFormJson } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent } from '../site/index.ts';
import { countSubmissionsByForm } from './submissions-repository.ts';
import { getForm, insertForm, isPageOfSite, listForms, publicForm, updateFormRow, type FormInput, type StoredForm } from './forms-repository.ts';
import { FORM_INPUT_MESSAGES, FORM_NOT_FOUND } from './messages.ts';

/*
 * The owner's form builder (docs/owner-api.md "Forms"). Forms render into pages, so every write goes
 * through `changeContent`: the content version moves with the commit and cached pages retire.
 */

/** A form as the owner sees it. */
export type OwnerForm = z.output<typeof ownerFormJson>;

/**
 * Creates a form from a partial model (defaults: name 'My Form Name', no fields, captcha off …),
 * normalised by normalizeForm; returns its id.
 * @example await createForm(db, siteId, { name: 'Contact', fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] })
 */
export async function createForm(db: Kysely<Schema>, websiteId: string, input: FormInput, now = Date.now()): Promise<string> {
  const model = normalizeForm({ ...input, id: newId() });
  await changeContent(db, websiteId, (tx) => insertForm(tx, websiteId, model, input, now));
  return model.id;
}

/**
 * Replaces a form's model (normalised) and the settings given; settings left undefined keep their
 * value. Returns the saved form, or null when the site has no such form.
 */
export async function updateForm(db: Kysely<Schema>, websiteId: string, formId: string, input: FormInput, now = Date.now()): Promise<StoredForm | null> {
  const model = normalizeForm({ ...input, id: formId });
  const updated = await changeContent(db, websiteId, (tx) => updateFormRow(tx, websiteId, model, input, now), (found) => found);
  return updated ? getForm(db, websiteId, formId) : null;
}

/**
 * The form with this id on this site.
 * @throws AppError NOT_FOUND 'No such form.'
 */
export async function requireForm(db: Kysely<Schema>, websiteId: string, formId: string): Promise<StoredForm> {
  const form = await getForm(db, websiteId, formId);
  if (!form) throw new AppError('NOT_FOUND', FORM_NOT_FOUND);
  return form;
}

/** A form as the owner sees it: the model, its settings and, in lists, the submission count. */
export function ownerForm(form: StoredForm, submissionCount?: number): OwnerForm {
  const { doubleOptIn, notifyEmail, pageId, createdAt, updatedAt } = form;
  return { ...publicForm(form), doubleOptIn, notifyEmail, pageId, createdAt, updatedAt, ...(submissionCount === undefined ? {} : { submissionCount }) };
}

/** Every form of the site, oldest first, with its submission count. */
export async function listOwnerForms(db: Kysely<Schema>, websiteId: string): Promise<OwnerForm[]> {
  const [forms, counts] = await Promise.all([listForms(db, websiteId), countSubmissionsByForm(db, websiteId)]);
  return forms.map((form) => ownerForm(form, counts.get(form.id) ?? 0));
}

/**
 * The builder's body as a FormInput. Refuses what normalizeForm would silently drop (a field without
 * an id or with an unknown type, a repeated id), so the owner learns why a field did not save.
 * @throws AppError INVALID naming the field; a ZodError for a bad setting
 */
export async function formInputOf(db: Kysely<Schema>, websiteId: string, body: unknown): Promise<FormInput> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('INVALID', FORM_INPUT_MESSAGES.notAnObject);
  const source = body as Record<string, unknown>;
  const fields = source.fields ?? [];
  if (!Array.isArray(fields)) throw new AppError('INVALID', FORM_INPUT_MESSAGES.fieldsNotAList);
  if (fields.length > MAX_FIELDS) throw new AppError('INVALID', FORM_INPUT_MESSAGES.tooManyFields(MAX_FIELDS));
  const ids = new Set<string>();
  fields.forEach((item, index) => {
    const field = normalizeField(item);
    if (!field) throw new AppError('INVALID', FORM_INPUT_MESSAGES.invalidField(index + 1));
    if (ids.has(field.id)) throw new AppError('INVALID', FORM_INPUT_MESSAGES.repeatedId(index + 1, field.id));
    ids.add(field.id);
  });
  // The settings are on the wire (the contract's schema); the model is normalizeForm's business.
  const settings = formSettingsBody.parse(source);
  if (settings.pageId && !(await isPageOfSite(db, websiteId, settings.pageId))) throw new AppError('INVALID', FORM_INPUT_MESSAGES.pageNotOnSite);
  return { ...(source as FormInput), ...settings };
}
