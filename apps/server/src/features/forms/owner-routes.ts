import { MAX_FIELDS, formAnswers, normalizeField, summarizeAnswer, toCsv } from '@plinth/forms';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { allSubmissions, countSubmissionsByForm, getSubmission, listSubmissions, type FormSubmission } from './submissions-repository.ts';
import { createForm, getForm, listForms, publicForm, updateForm, type FormInput, type StoredForm } from './forms-repository.ts';
import { listMailingList } from '../newsletter/index.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { ownerContributor } from '../owner/index.ts';
import { cursorQuery, idParams, limitQuery } from '../owner/index.ts';

/*
 * Owner form routes (docs/owner-api.md "Forms"): the form builder (forms:write) and the submissions,
 * their CSV export and the mailing list (forms:read).
 */

const FORM_NOT_FOUND = 'No such form.';

/** The owner-only settings beside the model; the model itself is cleaned by normalizeForm. */
const settingsSchema = z.object({
  notifyEmail: z
    .string({ error: 'notifyEmail must be an e-mail address or null.' })
    .trim()
    .max(254, 'notifyEmail is too long.')
    .pipe(z.email('notifyEmail must be a valid e-mail address.'))
    .nullable()
    .optional(),
  doubleOptIn: z.boolean({ error: 'doubleOptIn must be true or false.' }).optional(),
  pageId: z.string({ error: 'pageId must be text or null.' }).trim().min(1, 'pageId must not be blank.').max(100, 'pageId is too long').nullable().optional(),
});

const submissionsQuery = z.object({ search: z.string().max(200, 'search is too long').optional(), cursor: cursorQuery, limit: limitQuery });
const submissionParams = z.object({ id: idParams.shape.id, submissionId: idParams.shape.id });

/**
 * The builder's body as a FormInput: 400 for what normalizeForm would silently drop (a field without
 * an id or with an unknown type, a repeated id), so the owner learns why a field did not save.
 */
async function readFormInput(db: Kysely<Schema>, websiteId: string, body: unknown): Promise<FormInput> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('INVALID', 'The form must be a JSON object.');
  const source = body as Record<string, unknown>;
  const fields = source.fields ?? [];
  if (!Array.isArray(fields)) throw new AppError('INVALID', 'fields must be a list.');
  if (fields.length > MAX_FIELDS) throw new AppError('INVALID', `A form has at most ${MAX_FIELDS} fields.`);
  const ids = new Set<string>();
  fields.forEach((item, index) => {
    const field = normalizeField(item);
    if (!field) throw new AppError('INVALID', `Field ${index + 1} is not valid: it needs an id and a known type.`);
    if (ids.has(field.id)) throw new AppError('INVALID', `Field ${index + 1} repeats the id '${field.id}'.`);
    ids.add(field.id);
  });
  const settings = settingsSchema.parse(source);
  if (settings.pageId) {
    const [collection, item] = await Promise.all([
      db.selectFrom('collections').select('id').where('website_id', '=', websiteId).where('id', '=', settings.pageId).executeTakeFirst(),
      db.selectFrom('items').select('id').where('website_id', '=', websiteId).where('id', '=', settings.pageId).executeTakeFirst(),
    ]);
    if (!collection && !item) throw new AppError('INVALID', 'pageId is not a page of this site.');
  }
  return { ...(source as FormInput), ...settings };
}

/** A form as the owner sees it: the model, its settings and, in lists, the submission count. */
function ownerForm(form: StoredForm, submissionCount?: number) {
  const { doubleOptIn, notifyEmail, pageId, createdAt, updatedAt } = form;
  return { ...publicForm(form), doubleOptIn, notifyEmail, pageId, createdAt, updatedAt, ...(submissionCount === undefined ? {} : { submissionCount }) };
}

/** A submission with each answer summarised ('N/A' when empty). */
function submissionDetail(form: StoredForm, submission: FormSubmission) {
  const answers = formAnswers(form, submission.values).map((answer) => ({ type: answer.type, title: answer.rawTitle, value: answer.value, summary: summarizeAnswer(answer) }));
  return { ...submission, answers };
}

/** Registers the owner form routes. */
export function registerOwnerFormRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const read = { config: { access: 'forms:read' } } as const;
  const write = { config: { access: 'forms:write' } } as const;
  const formOf = async (websiteId: string, id: string) => {
    const form = await getForm(db, websiteId, id);
    if (!form) throw new AppError('NOT_FOUND', FORM_NOT_FOUND);
    return form;
  };

  app.get('/api/owner/forms', read, async (request) => {
    const websiteId = ownerContributor(request).websiteId;
    const [forms, counts] = await Promise.all([listForms(db, websiteId), countSubmissionsByForm(db, websiteId)]);
    return { forms: forms.map((form) => ownerForm(form, counts.get(form.id) ?? 0)) };
  });

  app.post('/api/owner/forms', write, async (request, reply) => {
    const websiteId = ownerContributor(request).websiteId;
    const id = await createForm(db, websiteId, await readFormInput(db, websiteId, request.body ?? {}), now());
    return reply.code(201).send({ form: ownerForm(await formOf(websiteId, id)) });
  });

  app.get('/api/owner/forms/:id', read, async (request) => ({
    form: ownerForm(await formOf(ownerContributor(request).websiteId, idParams.parse(request.params).id)),
  }));

  app.put('/api/owner/forms/:id', write, async (request) => {
    const websiteId = ownerContributor(request).websiteId;
    const { id } = idParams.parse(request.params);
    await formOf(websiteId, id);
    const saved = await updateForm(db, websiteId, id, await readFormInput(db, websiteId, request.body), now());
    if (!saved) throw new AppError('NOT_FOUND', FORM_NOT_FOUND);
    return { form: ownerForm(saved) };
  });

  app.get('/api/owner/forms/:id/submissions', read, async (request) => {
    const websiteId = ownerContributor(request).websiteId;
    const form = await formOf(websiteId, idParams.parse(request.params).id);
    return listSubmissions(db, websiteId, form.id, submissionsQuery.parse(request.query));
  });

  app.get('/api/owner/forms/:id/submissions.csv', read, async (request, reply) => {
    const websiteId = ownerContributor(request).websiteId;
    const form = await formOf(websiteId, idParams.parse(request.params).id);
    const rows = (await allSubmissions(db, websiteId, form.id)).map((s) => ({ submittedAt: s.createdAt, values: s.values }));
    const filename = `${form.name.replace(/[^A-Za-z0-9 _-]/g, '').trim().replace(/\s+/g, '-') || 'form'}-submissions.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      // The BOM makes Excel read the file as UTF-8.
      .send(`\uFEFF${toCsv(form, rows)}`);
  });

  app.get('/api/owner/forms/:id/submissions/:submissionId', read, async (request) => {
    const websiteId = ownerContributor(request).websiteId;
    const { id, submissionId } = submissionParams.parse(request.params);
    const form = await formOf(websiteId, id);
    const submission = await getSubmission(db, websiteId, form.id, submissionId);
    if (!submission) throw new AppError('NOT_FOUND', 'No such submission.');
    return { submission: submissionDetail(form, submission) };
  });

  app.get('/api/owner/mailing-list', read, async (request) =>
    listMailingList(db, ownerContributor(request).websiteId, z.object({ cursor: cursorQuery, limit: limitQuery }).parse(request.query)),
  );
}
