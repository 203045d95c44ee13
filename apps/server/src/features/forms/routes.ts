import { MAX_SUBMISSION_BYTES } from '@plinth/forms';
import { getFormTemplateSchema, issueFormSubmissionKey, saveFormSubmission, validateFormAnswers } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { requireCrumb, requestCrumb } from '../../infra/http/crumb.ts';
import { rateLimit } from '../../infra/rate-limit/rate-limit.ts';
import { requestOrigin, siteOf } from '../site/index.ts';
import { formSubmitted } from '../experiments/index.ts';
import { formTemplateSchema, issueKey, saveSubmission, validateAnswers } from './submit-service.ts';

/*
 * Visitor form routes (storefront.md §7, docs/forms-api.md). Refusals answer `{ error: 'text' }`
 * (`config.errorBody: 'text'`) or `{ errors: { fieldId: message } }`, the bodies @plinth/forms'
 * saveFailure reads, so the island shows the §8 text for each.
 */

/** Every visitor form route answers errors as `{ error: 'text' }`. */
const TEXT_ERRORS = { errorBody: 'text' } as const;

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
  await app.register(async (scope) => {
    lenientJson(scope);

    scope.post(validateFormAnswers.path, { config: { access: validateFormAnswers.access, ...TEXT_ERRORS } }, async (request) => {
      const { formId } = validateFormAnswers.params.parse(request.params);
      await validateAnswers(context, siteOf(request).id, formId, request.body);
      return {};
    });

    scope.post(
      issueFormSubmissionKey.path,
      { config: { access: issueFormSubmissionKey.access, ...TEXT_ERRORS }, preHandler: [requireCrumb, rateLimit(db, { name: 'form-key', limit: 30, windowMs: 60_000 })] },
      async (request) => ({ key: await issueKey(context, siteOf(request).id, requestCrumb(request) as string) }),
    );

    scope.post(
      saveFormSubmission.path,
      { config: { access: saveFormSubmission.access, ...TEXT_ERRORS }, preHandler: requireCrumb, bodyLimit: MAX_SUBMISSION_BYTES },
      async (request) => {
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
    );
  });

  app.get<{ Querystring: { type?: unknown } }>(getFormTemplateSchema.path, { config: { access: getFormTemplateSchema.access, ...TEXT_ERRORS } }, async (request) =>
    formTemplateSchema(request.query.type),
  );
}
