/*
 * The forms feature's own words (docs/owner-api.md "Forms", docs/forms-api.md). The visitor's form
 * messages of storefront.md §8 are @plinth/forms' FORM_MESSAGES, shared with the islands.
 */

/** A form id the site does not have (owner routes). */
export const FORM_NOT_FOUND = 'No such form.';
/** A submission id the form does not have. */
export const SUBMISSION_NOT_FOUND = 'No such submission.';
/** `GET /api/template/GetTemplateSchema` for any type but 'form'. */
export const ONLY_FORM_TEMPLATE_SCHEMA = "Only type 'form' has a template schema.";

/** The builder's refusals of what normalizeForm would silently drop, so the owner learns why a field did not save. */
export const FORM_INPUT_MESSAGES = {
  notAnObject: 'The form must be a JSON object.',
  fieldsNotAList: 'fields must be a list.',
  tooManyFields: (max: number) => `A form has at most ${max} fields.`,
  invalidField: (position: number) => `Field ${position} is not valid: it needs an id and a known type.`,
  repeatedId: (position: number, id: string) => `Field ${position} repeats the id '${id}'.`,
  pageNotOnSite: 'pageId is not a page of this site.',
} as const;
