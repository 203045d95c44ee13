import {
  FORM_MESSAGES,
  FORM_TEMPLATE_SCHEMA,
  MAX_ID_LENGTH,
  canonicalValues,
  captchaError,
  parseFormValues,
  parseSubmissionPayload,
  validateForm,
  fieldErrorsBody,
  type FieldErrors,
  type FormTemplateSchema,
  type FormValues,
} from '@plinth/forms';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError, retryAfterSeconds } from '../../infra/errors/app-error.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import type { EmailTemplateError } from '../../infra/mail/email-renderer.ts';
import { recordMail } from '../../infra/mail/mail-in-transaction.ts';
import { hitRateLimit, peekRateLimit } from '../../infra/rate-limit/rate-limit-repository.ts';
import { CAPTCHA_NOT_SET_UP, verifyCaptcha } from '../captcha/index.ts';
import { emitIntegrationEvent } from '../integrations/index.ts';
import { signUp } from '../newsletter/index.ts';
import { getForm, getFormForPage, type StoredForm } from './forms-repository.ts';
import { ONLY_FORM_TEMPLATE_SCHEMA } from './messages.ts';
import { sendSubmissionEmails } from './notification-service.ts';
import { insertSubmission } from './submissions-repository.ts';
import { isSubmissionKeyLive, issueSubmissionKey, spendSubmissionKey } from './submission-keys-repository.ts';

/*
 * The visitor's form calls (storefront.md §7, docs/forms-api.md): server-side validation, the
 * one-time key, and the save. Every refusal is an AppError with the §8 text (the routes answer
 * `{ error: 'text' }`); field errors are a {@link FormFieldErrors}, answered `{ errors: { … } }`.
 * A save succeeds only after the submission (and a newsletter sign-up) is committed together with
 * spending the key and with its e-mails in the outbox (the owner's notification, the double opt-in):
 * a crash leaves all of them or none.
 */

/** Saves per visitor and form: 5 in 10 minutes. */
export const SAVE_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

/** The answers break the form's rules: the message of each field, by field id (storefront.md §8). */
export class FormFieldErrors extends AppError {
  readonly fieldErrors: FieldErrors;

  constructor(fieldErrors: FieldErrors) {
    // The answer is the field errors themselves, as @plinth/forms' saveFailure reads them.
    super('INVALID', 'The form has errors.', undefined, { body: fieldErrorsBody(fieldErrors) });
    this.fieldErrors = fieldErrors;
  }
}

/** The visitor saved too often: the message of §8, and when to try again (the Retry-After header). */
export class SubmissionRateLimited extends AppError {
  constructor(retryAfterMs: number) {
    super('RATE_LIMITED', FORM_MESSAGES.rateLimited, undefined, { retryAfterSeconds: retryAfterSeconds(retryAfterMs) });
  }
}

/** What the route passes in. */
export interface SaveInput {
  websiteId: string;
  /** The site's name and the address the visitor reached it at (the e-mails' text and links). */
  site: { name: string; origin: string };
  /** The visitor's crumb: keys are issued to it, the rate limit counts by it. */
  visitorKey: string;
  remoteIp: string;
  body: unknown;
  now: number;
}

/** A stored submission and what the follow-ups (e-mails) need. */
export interface SavedSubmission {
  submissionId: string;
  form: StoredForm;
  values: FormValues;
  pageTitle: string;
  pagePath: string;
  /** A newsletter sign-up awaiting confirmation: the address and the token to e-mail. */
  confirmation: { email: string; token: string } | null;
  /** Delivers the e-mails recorded with the submission (call after the save); never throws for a delivery failure. */
  deliverEmails(): Promise<void>;
  /** The theme could not render the e-mails: the submission was saved without them (the route logs it). */
  emailsUnrendered: EmailTemplateError | null;
}

/** The form schema for builders: only type 'form' has one. @throws AppError INVALID for any other */
export function formTemplateSchema(type: unknown): FormTemplateSchema {
  if (type !== 'form') throw new AppError('INVALID', ONLY_FORM_TEMPLATE_SCHEMA);
  return FORM_TEMPLATE_SCHEMA;
}

/**
 * Checks answers against the form's rules (the island calls it before saving).
 * @throws AppError NOT_FOUND (no such form), INVALID (unreadable answers), {@link FormFieldErrors}
 */
export async function validateAnswers(context: Pick<AppDeps, 'db'>, websiteId: string, formId: string, body: unknown): Promise<void> {
  const form = await getForm(context.db, websiteId, formId);
  if (!form) throw new AppError('NOT_FOUND', FORM_MESSAGES.notConfigured);
  const parsed = parseFormValues(body);
  if (!parsed.ok) throw new AppError('INVALID', parsed.message);
  const validation = validateForm(form, parsed.values);
  if (!validation.valid) throw new FormFieldErrors(validation.fieldErrors);
}

/** Issues a one-time submission key to the visitor. */
export function issueKey(context: Pick<AppDeps, 'db' | 'now'>, websiteId: string, visitorKey: string): Promise<string> {
  return issueSubmissionKey(context.db, websiteId, visitorKey, context.now());
}

/**
 * The form a payload is for: its `formId` (Plinth's addition to the §3 payload, which names no form),
 * else the form placed on `pageId`.
 */
async function findForm(db: AppDeps['db'], websiteId: string, body: unknown, pageId: string): Promise<StoredForm | null> {
  const formId = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).formId : undefined;
  if (typeof formId === 'string' && formId !== '' && formId.length <= MAX_ID_LENGTH) return getForm(db, websiteId, formId);
  if (formId !== undefined && formId !== null) return null;
  return getFormForPage(db, websiteId, pageId);
}

/** The newsletter address: the first e-mail field's answer, when filled (validated already). */
function newsletterEmail(form: StoredForm, values: FormValues): string | null {
  for (const field of form.fields) {
    const value = values[field.id];
    if (field.type === 'email' && typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** The captcha check of a save: the §8 refusal for each verdict but 'ok'. */
async function checkCaptcha(db: AppDeps['db'], form: StoredForm, input: SaveInput, captchaKey: string | undefined): Promise<void> {
  const missing = captchaError(form, captchaKey);
  if (missing) throw new AppError('INVALID', missing);
  const verdict = await verifyCaptcha(db, input.websiteId, captchaKey as string, input.remoteIp, input.now);
  if (verdict === 'not-set-up') throw new AppError('INVALID', CAPTCHA_NOT_SET_UP);
  if (verdict === 'unavailable') throw new AppError('UNAVAILABLE', FORM_MESSAGES.serverError);
  if (verdict === 'failed') throw new AppError('INVALID', FORM_MESSAGES.captchaIncomplete);
}

/**
 * Checks and stores one submission, in the order of storefront.md §8: payload (INVALID), form
 * (NOT_FOUND), rate ({@link SubmissionRateLimited}), key (UNAUTHENTICATED), fields
 * ({@link FormFieldErrors}), captcha (INVALID, or UNAVAILABLE when the provider does not answer).
 * Database faults propagate.
 */
export async function saveSubmission(context: Pick<AppDeps, 'db' | 'mailer' | 'emails'>, input: SaveInput): Promise<SavedSubmission> {
  const { db } = context;
  const { websiteId, visitorKey, now } = input;
  const parsed = parseSubmissionPayload(input.body);
  if (!parsed.ok) throw new AppError('INVALID', parsed.message);
  const { payload } = parsed;

  const form = await findForm(db, websiteId, input.body, payload.pageId);
  if (!form) throw new AppError('NOT_FOUND', FORM_MESSAGES.notConfigured);

  // A visitor at the limit is refused first, as §8 orders it; but only a save with valid fields
  // counts (docs/forms-api.md "Departures"): one who corrects mistakes is never locked out by them.
  const rateKey = `form-save:${form.id}:${visitorKey}`;
  const standing = await peekRateLimit(db, rateKey, { ...SAVE_LIMIT, now });
  if (!standing.allowed) throw new SubmissionRateLimited(standing.retryAfterMs);

  if (!(await isSubmissionKeyLive(db, websiteId, visitorKey, payload.key, now))) throw new AppError('UNAUTHENTICATED', FORM_MESSAGES.unauthorized);

  // Fields before the captcha, so a field error does not spend a solved ALTCHA challenge.
  const validation = validateForm(form, parsed.values);
  if (!validation.valid) throw new FormFieldErrors(validation.fieldErrors);
  const hit = await hitRateLimit(db, rateKey, { ...SAVE_LIMIT, now });
  if (!hit.allowed) throw new SubmissionRateLimited(hit.retryAfterMs);
  if (form.captchaEnabled) await checkCaptcha(db, form, input, payload.captchaKey);

  const values = canonicalValues(form, parsed.values);
  const page = { pageTitle: payload.pageTitle, pagePath: payload.pagePath };
  const stored = await inTransaction(db, async (tx) => {
    if (!(await spendSubmissionKey(tx, websiteId, visitorKey, payload.key, now))) return null; // lost a race for the key
    const submissionId = await insertSubmission(tx, websiteId, {
      formId: form.id,
      values,
      pageTitle: payload.pageTitle,
      pageId: payload.pageId,
      contentSource: payload.contentSource,
      pagePath: payload.pagePath,
      visitorKey,
      now,
    });
    await emitIntegrationEvent(tx, websiteId, 'form.submitted', { submissionId, formId: form.id, formName: form.name, values, pagePath: payload.pagePath }, now); // webhooks (issue 16)
    const email = form.isNewsletter ? newsletterEmail(form, values) : null;
    const signedUp = email ? await signUp(tx, websiteId, { email, formId: form.id, doubleOptIn: form.doubleOptIn, now }) : null;
    const confirmation = email && signedUp?.confirmToken ? { email, token: signedUp.confirmToken } : null;
    // A theme that cannot render them must not lose the visitor's answers; a database fault rolls back.
    const mail = await recordMail(context.mailer, tx, (mailer) => sendSubmissionEmails({ db: tx, mailer, emails: context.emails }, { form, values, ...page, confirmation }, input.site));
    return { submissionId, confirmation, deliverEmails: mail.deliver, emailsUnrendered: mail.unrendered };
  });
  if (!stored) throw new AppError('UNAUTHENTICATED', FORM_MESSAGES.unauthorized);
  return { ...stored, form, values, ...page };
}
