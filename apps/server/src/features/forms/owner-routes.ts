import { createOwnerForm, exportFormSubmissions, getFormSubmission, getOwnerForm, listFormSubmissions, listOwnerForms, updateOwnerForm } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { ownerContributor } from '../owner/index.ts';
import { createForm, formInputOf, listOwnerForms as ownerForms, ownerForm, requireForm, updateForm } from './forms-service.ts';
import { FORM_NOT_FOUND } from './messages.ts';
import { exportSubmissions, listFormSubmissions as formSubmissions, readSubmission } from './submissions-service.ts';

/*
 * Owner form routes (docs/owner-api.md "Forms"): the form builder (forms:write) and the submissions
 * and their CSV export (forms:read). The mailing list is the newsletter feature's.
 */

/** Registers the owner form routes. */
export function registerOwnerFormRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const websiteOf = (request: Parameters<typeof ownerContributor>[0]) => ownerContributor(request).websiteId;

  app.get(listOwnerForms.path, { config: { access: listOwnerForms.access } }, async (request) => ({ forms: await ownerForms(db, websiteOf(request)) }));

  app.post(createOwnerForm.path, { config: { access: createOwnerForm.access } }, async (request, reply) => {
    const websiteId = websiteOf(request);
    const id = await createForm(db, websiteId, await formInputOf(db, websiteId, request.body ?? {}), now());
    return reply.code(201).send({ form: ownerForm(await requireForm(db, websiteId, id)) });
  });

  app.get(getOwnerForm.path, { config: { access: getOwnerForm.access } }, async (request) => {
    const { id } = getOwnerForm.params.parse(request.params);
    return { form: ownerForm(await requireForm(db, websiteOf(request), id)) };
  });

  app.put(updateOwnerForm.path, { config: { access: updateOwnerForm.access } }, async (request) => {
    const websiteId = websiteOf(request);
    const { id } = updateOwnerForm.params.parse(request.params);
    await requireForm(db, websiteId, id);
    const saved = await updateForm(db, websiteId, id, await formInputOf(db, websiteId, request.body), now());
    if (!saved) throw new AppError('NOT_FOUND', FORM_NOT_FOUND);
    return { form: ownerForm(saved) };
  });

  app.get(listFormSubmissions.path, { config: { access: listFormSubmissions.access } }, async (request) => {
    const { id } = listFormSubmissions.params.parse(request.params);
    return formSubmissions(db, websiteOf(request), id, listFormSubmissions.query.parse(request.query));
  });

  app.get(exportFormSubmissions.path, { config: { access: exportFormSubmissions.access } }, async (request, reply) => {
    const { id } = exportFormSubmissions.params.parse(request.params);
    const { filename, csv } = await exportSubmissions(db, websiteOf(request), id);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store').send(csv);
  });

  app.get(getFormSubmission.path, { config: { access: getFormSubmission.access } }, async (request) => {
    const { id, submissionId } = getFormSubmission.params.parse(request.params);
    return { submission: await readSubmission(db, websiteOf(request), id, submissionId) };
  });
}
