/** @plinth/forms: the form model, field types, validation and its messages, and the submission payload. */
export type {
  CaptchaAlignment,
  CaptchaTheme,
  FieldErrors,
  FieldValue,
  FormField,
  FormModel,
  FormValues,
  PartsValue,
} from './types.ts';
export {
  CHOICE_TYPES,
  FORM_FIELD_TYPES,
  MAX_LENGTH_TYPES,
  MULTI_PART_FIELDS,
  PLACEHOLDER_TYPES,
  SINGLE_VALUE_TYPES,
  isFormFieldType,
  isInputType,
  isMultiPartType,
  type FieldPart,
  type FormFieldType,
  type MultiPartType,
} from './field-types.ts';
export {
  FIELD_CHECK_MESSAGES,
  FORM_MESSAGES,
  PART_LABELS,
  WEBSITE_FORMAT_EXAMPLE,
  fillMessage,
} from './messages.ts';
export {
  EMAIL_FORMAT_EXAMPLE,
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  EMAIL_NOT_VALID_MESSAGE,
  isValidEmail,
} from './email.ts';
export { LIKERT_CHOICES, isLikertValue, likertLabel, type LikertValue } from './likert.ts';
export {
  MAX_CAPTCHA_KEY_LENGTH,
  MAX_FIELDS,
  MAX_FORM_JSON_LENGTH,
  MAX_ID_LENGTH,
  MAX_KEY_LENGTH,
  MAX_LIST_ITEMS,
  MAX_PAGE_PATH_LENGTH,
  MAX_PAGE_TITLE_LENGTH,
  MAX_SUBMISSION_BYTES,
  MAX_VALUE_LENGTH,
} from './limits.ts';
export {
  CAPTCHA_ALIGNMENTS,
  CAPTCHA_THEMES,
  FORM_DEFAULTS,
  createFormModel,
  normalizeForm,
  safeRedirect,
  type FormModelInput,
} from './create-form.ts';
export { normalizeField, normalizeFields, type FormFieldInput } from './normalize-field.ts';
export {
  canonicalValues,
  coerceFieldValue,
  emptyValue,
  isEmptyValue,
  normalizePhoneParts,
  readValue,
  type CoercedValue,
} from './field-values.ts';
export { formatError } from './field-checks.ts';
export { validateField, validateForm, type FormValidation } from './validate.ts';
export { characterCount, characterCounter, type CharacterCounter } from './counter.ts';
export { parseFormValues, type ParsedValues } from './parse-values.ts';
export {
  buildSubmissionPayload,
  captchaError,
  parseSubmissionPayload,
  type ContentSource,
  type ParsedSubmission,
  type SubmissionInput,
  type SubmissionPayload,
} from './submission.ts';
export { readSubmissionKey, type SubmissionKeyResult } from './submission-key.ts';
export {
  MAX_SERVER_MESSAGE_LENGTH,
  fieldErrorsBody,
  readFieldErrors,
  readServerMessage,
  saveFailure,
  type FormErrorBody,
  type SaveFailure,
  type SaveFailureInput,
} from './save-failure.ts';
export { answerText, formAnswers, summarizeAnswer, type FormAnswer } from './summary.ts';
export { SUBMITTED_ON_HEADER, csvCell, toCsv, type SubmissionRow } from './csv.ts';
export {
  FORM_MODEL_SECTIONS,
  FORM_TEMPLATE_SCHEMA,
  type FieldTypeSchema,
  type FormModelSection,
  type FormTemplateSchema,
  type PropertyKind,
  type SchemaProperty,
} from './schema.ts';
export { checkProductAnswers, type ProductAnswersCheck } from './product-answers.ts';
