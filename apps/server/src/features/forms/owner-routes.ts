import { createOwnerForm, exportFormSubmissions, getFormSubmission, getOwnerForm, listFormSubmissions, listOwnerForms, updateOwnerForm } from '@plinth/api';
import { roleAllows, UNFILTERED_HTML } from '@plinth/platform';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerContributor } from '../owner/index.ts';
import { createForm, formInputOf, listOwnerForms as ownerForms, ownerForm, requireForm, updateForm } from './forms-service.ts';
import { withoutFormScripts } from './form-html.ts';
import type { FormInput } from './forms-repository.ts';
import { FORM_NOT_FOUND } from './messages.ts';
import { exportSubmissions, listFormSubmissions as formSubmissions, readSubmission } from './submissions-service.ts';

/*
 * Owner form routes (docs/owner-api.md "Forms"): the form builder (forms:write) and the submissions
 * and their CSV export (forms:read). The mailing list is the newsletter feature's.
 */

/** Registers the owner form routes. */
export function registerOwnerFormRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const websiteOf = (request: Parameters<typeof ownerContributor>[0]) => ownerContributor(request).websiteId;
  // Without content:unfiltered-html, the form's HTML is sanitised as it is saved (issue 36).
  const asWrittenBy = (request: Parameters<typeof ownerContributor>[0], input: FormInput) =>
    roleAllows(ownerContributor(request).role, UNFILTERED_HTML) ? input : withoutFormScripts(input);

  // The builder's body is checked by formInputOf, field by field, with messages that name the field
  // (and, for an update, after the form is found): the contract's schema alone would word them otherwise.
  const builderBody = { parseItself: ['body'] } as const;

  mount(app, listOwnerForms, async ({ request }) => ({ forms: await ownerForms(db, websiteOf(request)) }));

  mount(
    app,
    createOwnerForm,
    async ({ request }) => {
      const websiteId = websiteOf(request);
      const id = await createForm(db, websiteId, asWrittenBy(request, await formInputOf(db, websiteId, request.body ?? {})), now());
      return { form: ownerForm(await requireForm(db, websiteId, id)) };
    },
    builderBody,
  );

  mount(app, getOwnerForm, async ({ params, request }) => ({ form: ownerForm(await requireForm(db, websiteOf(request), params.id)) }));

  mount(
    app,
    updateOwnerForm,
    async ({ params: { id }, request }) => {
      const websiteId = websiteOf(request);
      await requireForm(db, websiteId, id);
      const saved = await updateForm(db, websiteId, id, asWrittenBy(request, await formInputOf(db, websiteId, request.body)), now());
      if (!saved) throw new AppError('NOT_FOUND', FORM_NOT_FOUND);
      return { form: ownerForm(saved) };
    },
    builderBody,
  );

  mount(app, listFormSubmissions, ({ params, query, request }) => formSubmissions(db, websiteOf(request), params.id, query));

  mount(app, exportFormSubmissions, async ({ params, request, reply }) => {
    const { filename, csv } = await exportSubmissions(db, websiteOf(request), params.id);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store').send(csv);
  });

  mount(app, getFormSubmission, async ({ params, request }) => ({
    submission: await readSubmission(db, websiteOf(request), params.id, params.submissionId),
  }));
}
