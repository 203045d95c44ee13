import {
  FORM_MESSAGES,
  MAX_ID_LENGTH,
  canonicalValues,
  captchaError,
  fieldErrorsBody,
  parseSubmissionPayload,
  validateForm,
  type FormValues,
} from '@plinth/forms';
import type { AppDeps } from '../../infra/app-deps.ts';
import { getForm, getFormForPage, type StoredForm } from './forms-repository.ts';
import { insertSubmission } from './submissions-repository.ts';
import { signUp } from '../newsletter/index.ts';
import { hitRateLimit } from '../../infra/rate-limit/rate-limit-repository.ts';
import { isSubmissionKeyLive, spendSubmissionKey } from './submission-keys-repository.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { CAPTCHA_NOT_SET_UP, verifyCaptcha } from '../captcha/index.ts';

/*
 * POST /api/form/SaveFormSubmission, as a function of the request's parts: every refusal maps to a
 * status of storefront.md §8 (401 key, 404 form, 429 rate, 400 fields or captcha), and a 200 only
 * after the submission (and a newsletter sign-up) is committed together with spending the key.
 */

/** Saves per visitor and form: 5 in 10 minutes. */
export const SAVE_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

/** What the route passes in. */
export interface SaveInput {
  websiteId: string;
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
}

/** The answer: an HTTP status and body, plus the stored submission on success. */
export type SaveOutcome =
  | { status: 200; body: { submissionId: string }; saved: SavedSubmission }
  | { status: 400 | 401 | 404 | 429 | 503; body: { error: string } | { errors: Record<string, string> }; retryAfterSeconds?: number };

type Refusal = Exclude<SaveOutcome, { status: 200 }>;
const refuse = (status: Refusal['status'], error: string): Refusal => ({ status, body: { error } });

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

/** Checks and stores one submission. Database faults propagate (the route answers 500). */
export async function saveSubmission(context: Pick<AppDeps, 'db'>, input: SaveInput): Promise<SaveOutcome> {
  const { db } = context;
  const { websiteId, visitorKey, now } = input;
  const parsed = parseSubmissionPayload(input.body);
  if (!parsed.ok) return refuse(400, parsed.message);
  const { payload } = parsed;

  const form = await findForm(db, websiteId, input.body, payload.pageId);
  if (!form) return refuse(404, FORM_MESSAGES.notConfigured);

  const hit = await hitRateLimit(db, `form-save:${form.id}:${visitorKey}`, { ...SAVE_LIMIT, now });
  if (!hit.allowed) return { ...refuse(429, FORM_MESSAGES.rateLimited), retryAfterSeconds: Math.max(1, Math.ceil(hit.retryAfterMs / 1000)) };

  if (!(await isSubmissionKeyLive(db, websiteId, visitorKey, payload.key, now))) return refuse(401, FORM_MESSAGES.unauthorized);

  // Fields before the captcha, so a field error does not spend a solved ALTCHA challenge.
  const validation = validateForm(form, parsed.values);
  if (!validation.valid) return { status: 400, body: fieldErrorsBody(validation.fieldErrors) as { errors: Record<string, string> } };

  if (form.captchaEnabled) {
    const missing = captchaError(form, payload.captchaKey);
    if (missing) return refuse(400, missing);
    const verdict = await verifyCaptcha(db, websiteId, payload.captchaKey as string, input.remoteIp, now);
    if (verdict === 'not-set-up') return refuse(400, CAPTCHA_NOT_SET_UP);
    if (verdict === 'unavailable') return refuse(503, FORM_MESSAGES.serverError);
    if (verdict === 'failed') return refuse(400, FORM_MESSAGES.captchaIncomplete);
  }

  const values = canonicalValues(form, parsed.values);
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
    const email = form.isNewsletter ? newsletterEmail(form, values) : null;
    if (!email) return { submissionId, confirmation: null };
    const { confirmToken } = await signUp(tx, websiteId, { email, formId: form.id, doubleOptIn: form.doubleOptIn, now });
    return { submissionId, confirmation: confirmToken ? { email, token: confirmToken } : null };
  });
  if (!stored) return refuse(401, FORM_MESSAGES.unauthorized);
  return {
    status: 200,
    body: { submissionId: stored.submissionId },
    saved: { ...stored, form, values, pageTitle: payload.pageTitle, pagePath: payload.pagePath },
  };
}
