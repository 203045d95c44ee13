import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { cursorQuery, idParams, limitQuery } from './owner.ts';

/*
 * The forms feature's routes (apps/server/src/features/forms): the visitor's validate, key and save
 * calls (storefront.md §7, docs/forms-api.md), which answer errors as `{ error: 'text' }` or
 * `{ errors: { fieldId: message } }`, and the owner's form builder and submissions
 * (docs/owner-api.md "Forms"). The visitor bodies are read by @plinth/forms' own parsers (their
 * messages are the spec's, storefront.md §8), so their schemas here document the wire rather than
 * parse it.
 */

/** A field of a form (storefront.md §3; @plinth/forms `FormField`). */
export const formFieldJson = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string().optional(),
  required: z.boolean(),
  placeholder: z.string().optional(),
  options: z.array(z.string()).optional(),
  maxLength: z.number().int().optional(),
  statements: z.array(z.string()).optional(),
  value: z.string().optional(),
});

/** A form's public model (storefront.md §3; @plinth/forms `FormModel`): what pages and islands get. */
export const formModelJson = z.object({
  id: z.string(),
  name: z.string(),
  fields: z.array(formFieldJson),
  parsedSubmissionMessage: z.string(),
  submissionHTML: z.string(),
  successRedirect: z.string(),
  parsedDisclaimerMessage: z.string(),
  captchaEnabled: z.boolean(),
  captchaTheme: z.enum(['light', 'dark']),
  captchaAlignment: z.enum(['left', 'center', 'right']),
  isNewsletter: z.boolean(),
});

/** A form as the owner sees it: the model, its settings and, in lists, the submission count. */
export const ownerFormJson = formModelJson.extend({
  doubleOptIn: z.boolean(),
  notifyEmail: z.string().nullable(),
  pageId: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  /** Lists only. */
  submissionCount: z.number().int().optional(),
});

/** One stored submission: the canonical answers exactly as the visitor gave them. */
export const submissionJson = z.object({
  id: z.string(),
  formId: z.string(),
  values: z.record(z.string(), z.unknown()),
  pageTitle: z.string(),
  pageId: z.string(),
  contentSource: z.enum(['i', 'c']),
  pagePath: z.string(),
  createdAt: z.number().int(),
});

/** One answer of a submission's detail, summarised ('N/A' when empty). */
export const submissionAnswerJson = z.object({ type: z.string(), title: z.string(), value: z.unknown(), summary: z.string() });

/** A submission with each answer summarised. */
export const submissionDetailJson = submissionJson.extend({ answers: z.array(submissionAnswerJson) });

/** The owner-only settings beside the model; the model itself is cleaned by @plinth/forms' normalizeForm. */
export const formSettingsBody = z.object({
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

/** The builder's body: a partial model (fields are checked one by one) and the settings. */
export const formBody = formSettingsBody.extend({
  name: z.string().optional(),
  fields: z.array(z.unknown()).optional(),
  parsedSubmissionMessage: z.string().optional(),
  submissionHTML: z.string().optional(),
  successRedirect: z.string().optional(),
  parsedDisclaimerMessage: z.string().optional(),
  captchaEnabled: z.boolean().optional(),
  captchaTheme: z.string().optional(),
  captchaAlignment: z.string().optional(),
  isNewsletter: z.boolean().optional(),
});

/** Field errors: `{ errors: { fieldId: message } }` (storefront.md §8). */
export const fieldErrorsJson = z.object({ errors: z.record(z.string(), z.string()) });

/** The answers keyed by field id (a JSON object, or its JSON text). */
export const formValuesBody = z.record(z.string(), z.unknown());

/** The submission payload (storefront.md §3), plus Plinth's optional `formId`. */
export const submissionPayloadBody = z.object({
  key: z.string(),
  /** JSON of field id → value. */
  form: z.string(),
  captchaKey: z.string().optional(),
  pageTitle: z.string(),
  pageId: z.string(),
  contentSource: z.enum(['i', 'c']),
  pagePath: z.string(),
  /** Plinth's addition: the form to save to; else the form placed on `pageId`. */
  formId: z.string().optional(),
});

const ownerFormParams = idParams;
const submissionParams = z.object({ id: idParams.shape.id, submissionId: idParams.shape.id });

/** POST /api/rest/forms/validate/:formId. */
export const validateFormAnswers = defineRoute({
  method: 'POST',
  path: '/api/rest/forms/validate/:formId',
  tag: 'forms',
  access: 'public',
  summary: "Checks the answers against the form's rules: `{}`, or 400 with `{ errors: { fieldId: message } }`",
  params: z.object({ formId: z.string() }),
  body: formValuesBody,
  response: z.object({}),
  errorBody: 'text',
});

/** POST /api/form/FormSubmissionKey. */
export const issueFormSubmissionKey = defineRoute({
  method: 'POST',
  path: '/api/form/FormSubmissionKey',
  tag: 'forms',
  access: 'public',
  summary: "A one-time submission key for the visitor (30 a minute; needs the crumb)",
  response: z.object({ key: z.string() }),
  errorBody: 'text',
});

/** POST /api/form/SaveFormSubmission. */
export const saveFormSubmission = defineRoute({
  method: 'POST',
  path: '/api/form/SaveFormSubmission',
  tag: 'forms',
  access: 'public',
  summary: 'Stores a submission (spends the key, checks the fields and the captcha; 5 per form in 10 minutes) and e-mails the owner',
  body: submissionPayloadBody,
  response: z.object({ submissionId: z.string() }),
  errorBody: 'text',
});

/** GET /api/template/GetTemplateSchema. */
export const getFormTemplateSchema = defineRoute({
  method: 'GET',
  path: '/api/template/GetTemplateSchema',
  tag: 'forms',
  access: 'public',
  summary: "The form model's schema for builders (`?type=form`; other types are refused)",
  query: z.object({ type: z.literal('form') }),
  response: z.record(z.string(), z.unknown()),
  errorBody: 'text',
});

/** GET /api/owner/forms. */
export const listOwnerForms = defineRoute({
  method: 'GET',
  path: '/api/owner/forms',
  tag: 'forms',
  access: 'forms:read',
  summary: "The site's forms, oldest first, each with its submission count",
  response: z.object({ forms: z.array(ownerFormJson) }),
});

/** POST /api/owner/forms. */
export const createOwnerForm = defineRoute({
  method: 'POST',
  path: '/api/owner/forms',
  tag: 'forms',
  access: 'forms:write',
  summary: 'Creates a form (defaults: name "My Form Name", no fields, captcha off)',
  body: formBody,
  response: z.object({ form: ownerFormJson }),
  status: 201,
});

/** GET /api/owner/forms/:id. */
export const getOwnerForm = defineRoute({
  method: 'GET',
  path: '/api/owner/forms/:id',
  tag: 'forms',
  access: 'forms:read',
  summary: 'One form with its settings',
  params: ownerFormParams,
  response: z.object({ form: ownerFormJson }),
});

/** PUT /api/owner/forms/:id. */
export const updateOwnerForm = defineRoute({
  method: 'PUT',
  path: '/api/owner/forms/:id',
  tag: 'forms',
  access: 'forms:write',
  summary: "Replaces a form's model; settings left out keep their value",
  params: ownerFormParams,
  body: formBody,
  response: z.object({ form: ownerFormJson }),
});

/** GET /api/owner/forms/:id/submissions. */
export const listFormSubmissions = defineRoute({
  method: 'GET',
  path: '/api/owner/forms/:id/submissions',
  tag: 'forms',
  access: 'forms:read',
  summary: "A form's submissions, newest first, a page at a time; `search` matches any answer text",
  params: ownerFormParams,
  query: z.object({ search: z.string().max(200, 'search is too long').optional(), cursor: cursorQuery, limit: limitQuery }),
  response: z.object({ submissions: z.array(submissionJson), nextCursor: z.string().nullable() }),
});

/** GET /api/owner/forms/:id/submissions.csv. */
export const exportFormSubmissions = defineRoute({
  method: 'GET',
  path: '/api/owner/forms/:id/submissions.csv',
  tag: 'forms',
  access: 'forms:read',
  summary: "Every submission of a form as CSV (UTF-8 with a BOM), oldest first",
  params: ownerFormParams,
  responseType: 'csv',
});

/** GET /api/owner/forms/:id/submissions/:submissionId. */
export const getFormSubmission = defineRoute({
  method: 'GET',
  path: '/api/owner/forms/:id/submissions/:submissionId',
  tag: 'forms',
  access: 'forms:read',
  summary: 'One submission with each answer summarised',
  params: submissionParams,
  response: z.object({ submission: submissionDetailJson }),
});

/** The forms feature's routes. */
export const formsRoutes: readonly ApiRoute[] = [
  validateFormAnswers,
  issueFormSubmissionKey,
  saveFormSubmission,
  getFormTemplateSchema,
  listOwnerForms,
  createOwnerForm,
  getOwnerForm,
  updateOwnerForm,
  listFormSubmissions,
  exportFormSubmissions,
  getFormSubmission,
];
