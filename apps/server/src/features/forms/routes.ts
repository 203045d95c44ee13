import { MAX_SUBMISSION_BYTES } from '@plinth/forms';
import { getFormTemplateSchema, issueFormSubmissionKey, saveFormSubmission, validateFormAnswers } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { requireCrumb, requestCrumb } from '../../infra/http/crumb.ts';
import { mount } from '../../infra/http/mount.ts';
import { rateLimit } from '../../infra/rate-limit/rate-limit.ts';
import { requestOrigin, siteOf } from '../site/index.ts';
import { formSubmitted } from '../experiments/index.ts';
import { formTemplateSchema, issueKey, saveSubmission, validateAnswers } from './submit-service.ts';

/*
 * Visitor form routes (storefront.md §7, docs/forms-api.md). Refusals answer `{ error: 'text' }`
 * (the contract's `errorBody: 'text'`) or `{ errors: { fieldId: message } }`, the bodies @plinth/forms'
 * saveFailure reads, so the island shows the §8 text for each.
 */

/**
 * JSON bodies in this scope: an empty body reads as `{}` (the key call sends none, whatever its
 * Content-Type), and unparsable text is passed on as text for the forms parsers to refuse with the §8
 * processing message rather than a generic 400.
 */
function lenientJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_SUBMISSION_BYTES }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, text);
    }
  });
}

/** Registers the validate, submission-key, save and template-schema routes. */
export async function registerFormRoutes(app: FastifyInstance, context: AppDeps): Promise<void> {
  const { db } = context;
  // The services parse these parts themselves, to answer with the §8 texts @plinth/forms' saveFailure
  // shows (the contract's schemas describe them for the document and the clients).
  await app.register(async (scope) => {
    lenientJson(scope);

    mount(
      scope,
      validateFormAnswers,
      async ({ params, request }) => {
        await validateAnswers(context, siteOf(request).id, params.formId, request.body);
        return {};
      },
      { parseItself: ['body'] },
    );

    mount(scope, issueFormSubmissionKey, async ({ request }) => ({ key: await issueKey(context, siteOf(request).id, requestCrumb(request) as string) }), {
      preHandler: [requireCrumb, rateLimit(db, { name: 'form-key', limit: 30, windowMs: 60_000 })],
    });

    mount(
      scope,
      saveFormSubmission,
      async ({ request }) => {
        const website = siteOf(request);
        const saved = await saveSubmission(context, {
          websiteId: website.id,
          site: { name: website.name, origin: requestOrigin(request) },
          visitorKey: requestCrumb(request) as string,
          remoteIp: request.ip,
          body: request.body,
          now: context.now(),
        });
        // The analytics event an experiment's form_submission goal counts.
        formSubmitted(request, { websiteId: website.id, formId: saved.form.id, pagePath: saved.pagePath });
        // The submission is stored with its e-mails in the outbox: now they go out. A mail fault is logged, never a failed save.
        if (saved.emailsUnrendered) request.log.error(saved.emailsUnrendered, 'form submission e-mail could not be rendered');
        await saved.deliverEmails().catch((error: unknown) => request.log.error(error, 'form submission e-mail failed'));
        return { submissionId: saved.submissionId };
      },
      { preHandler: requireCrumb, bodyLimit: MAX_SUBMISSION_BYTES, parseItself: ['body'] },
    );
  });

  // Any type but 'form' is refused with the spec's own sentence, not the schema's.
  mount(app, getFormTemplateSchema, ({ request }) => formTemplateSchema((request.query as { type?: unknown }).type), { parseItself: ['query'] });
}
