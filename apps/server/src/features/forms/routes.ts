import { FORM_MESSAGES, FORM_TEMPLATE_SCHEMA, MAX_SUBMISSION_BYTES, fieldErrorsBody, parseFormValues, validateForm } from '@plinth/forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { getForm } from './forms-repository.ts';
import { issueSubmissionKey } from './submission-keys-repository.ts';
import { notifyOwner, sendConfirmation } from './notification.ts';
import { saveSubmission, type SavedSubmission } from './save-submission.ts';
import { requireCrumb, requestCrumb } from '../../infra/http/crumb.ts';
import { newsletterLinks } from '../newsletter/index.ts';
import { rateLimit } from '../../infra/rate-limit/rate-limit.ts';
import { siteOf } from '../site/index.ts';

/*
 * Visitor form routes (storefront.md §7, docs/forms-api.md). Refusals answer `{ error: 'text' }` or
 * `{ errors: { fieldId: message } }`, the bodies @plinth/forms' saveFailure reads, so the island shows
 * the §8 text for each.
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

/** The e-mails after a stored submission; a mail fault is logged, never turned into a failed save. */
async function followUp(context: AppDeps, request: FastifyRequest, saved: SavedSubmission, siteName: string): Promise<void> {
  try {
    await notifyOwner(context, saved.form, saved.values, saved, siteName);
    if (saved.confirmation) {
      const links = newsletterLinks(request, saved.confirmation.token);
      await sendConfirmation(context, { websiteId: saved.form.websiteId, to: saved.confirmation.email, siteName, ...links });
    }
  } catch (error) {
    request.log.error(error, 'form submission e-mail failed');
  }
}

/** Registers the form, template-schema, newsletter (confirm, unsubscribe) and captcha routes. */
export async function registerFormRoutes(app: FastifyInstance, context: AppDeps): Promise<void> {
  const { db } = context;
  await app.register(async (scope) => {
    lenientJson(scope);

    scope.post<{ Params: { formId: string } }>('/api/rest/forms/validate/:formId', { config: { access: 'public' } }, async (request, reply) => {
      const website = siteOf(request);
      const form = await getForm(db, website.id, request.params.formId);
      if (!form) return reply.code(404).send({ error: FORM_MESSAGES.notConfigured });
      const parsed = parseFormValues(request.body);
      if (!parsed.ok) return reply.code(400).send({ error: parsed.message });
      const validation = validateForm(form, parsed.values);
      if (!validation.valid) return reply.code(400).send(fieldErrorsBody(validation.fieldErrors));
      return {};
    });

    scope.post(
      '/api/form/FormSubmissionKey',
      { config: { access: 'public' }, preHandler: [requireCrumb, rateLimit(db, { name: 'form-key', limit: 30, windowMs: 60_000 })] },
      async (request) => {
        const website = siteOf(request);
        return { key: await issueSubmissionKey(db, website.id, requestCrumb(request) as string, context.now()) };
      },
    );

    scope.post('/api/form/SaveFormSubmission', { config: { access: 'public' }, preHandler: requireCrumb, bodyLimit: MAX_SUBMISSION_BYTES }, async (request, reply) => {
      const website = siteOf(request);
      const outcome = await saveSubmission(context, {
        websiteId: website.id,
        visitorKey: requestCrumb(request) as string,
        remoteIp: request.ip,
        body: request.body,
        now: context.now(),
      });
      if (outcome.status !== 200) {
        if (outcome.retryAfterSeconds) reply.header('retry-after', outcome.retryAfterSeconds);
        return reply.code(outcome.status).send(outcome.body);
      }
      await followUp(context, request, outcome.saved, website.name);
      return outcome.body;
    });
  });

  app.get<{ Querystring: { type?: unknown } }>('/api/template/GetTemplateSchema', { config: { access: 'public' } }, async (request, reply) => {
    if (request.query.type !== 'form') return reply.code(400).send({ error: "Only type 'form' has a template schema." });
    return FORM_TEMPLATE_SCHEMA;
  });

}
