/**
 * The submission of a site form (storefront.md §4 "Form submission"), as one
 * async function of its inputs so every branch is testable without a DOM:
 * client checks, the server validation call, the submission key, the captcha,
 * then the save with the §3 payload. Failures are data, worded by
 * `saveFailure` (§8), banners included for non-newsletter forms.
 */
import {
  FORM_MESSAGES,
  buildSubmissionPayload,
  canonicalValues,
  captchaError,
  readSubmissionKey,
  saveFailure,
  validateForm,
  type ContentSource,
  type FormModel,
  type FormValues,
  type SaveFailure,
} from '@plinth/forms';
import { isSuccess, type FormApi } from './form-api.ts';

/** Where the form is shown: sent with the submission (§3). */
export interface FormPage {
  pageId: string;
  pageTitle: string;
  contentSource: ContentSource;
  pagePath: string;
}

export interface SubmitInput {
  form: FormModel;
  values: FormValues;
  /** The captcha token, or null when none was given (or the form has no captcha). */
  captchaKey: string | null;
  page: FormPage;
  api: FormApi;
}

/** Success, or what to show; a failure always resets the captcha and unlocks the form. */
export type SubmitOutcome = { ok: true } | { ok: false; failure: SaveFailure };

/** A failure with one message for the whole form (plus the banners of a non-newsletter form). */
export function messageFailure(form: FormModel, message: string): SaveFailure {
  return form.isNewsletter
    ? { message }
    : { message, banners: { above: FORM_MESSAGES.problemScrollDown, below: FORM_MESSAGES.problemScrollUp } };
}

/**
 * Runs the submission of `values`.
 * @example const outcome = await submitForm({ form, values, captchaKey: null, page, api: createFormApi() });
 */
export async function submitForm({ form, values, captchaKey, page, api }: SubmitInput): Promise<SubmitOutcome> {
  const isNewsletter = form.isNewsletter;
  const check = validateForm(form, values);
  if (!check.valid) {
    const failure = messageFailure(form, check.message ?? FORM_MESSAGES.fieldsInvalid);
    return { ok: false, failure: { ...failure, fieldErrors: check.fieldErrors } };
  }

  const validation = await api.validate(form.id, canonicalValues(form, values));
  if (!isSuccess(validation)) return { ok: false, failure: saveFailure({ status: validation.status, body: validation.body, isNewsletter }) };

  const keyAnswer = await api.submissionKey();
  const key = readSubmissionKey(isSuccess(keyAnswer) ? keyAnswer.body : null);
  if (!key.ok) return { ok: false, failure: messageFailure(form, key.message) };

  const captchaMessage = captchaError(form, captchaKey);
  if (captchaMessage) return { ok: false, failure: messageFailure(form, captchaMessage) };

  // The form is named (Plinth's `formId`): a page's form and newsletter blocks are not the form placed on the page.
  const payload = { ...buildSubmissionPayload({ key: key.key, form, values, captchaKey, ...page }), formId: form.id };
  const saved = await api.save(payload);
  if (!isSuccess(saved)) return { ok: false, failure: saveFailure({ status: saved.status, body: saved.body, isNewsletter }) };
  return { ok: true };
}
