import { FORM_TEMPLATE_SCHEMA } from '@plinth/forms';
import { sanitiseContributorHtml } from '../../infra/html/contributor-html.ts';
import type { FormInput } from './forms-repository.ts';

/*
 * A form's HTML properties (the template schema's `html` kind: the submission message, the
 * post-submit HTML and the disclaimer) render into every page that shows the form. For a
 * contributor without `content:unfiltered-html` they are sanitised when the form is saved
 * (issue 36; docs/owner-api.md "HTML and scripts").
 */

/** The names of the model's HTML properties, read from the schema so a new one is covered. */
export const FORM_HTML_PROPERTIES: readonly string[] = Object.values(FORM_TEMPLATE_SCHEMA.model)
  .flat()
  .filter((property) => property.kind === 'html')
  .map((property) => property.name);

/**
 * The builder's input as a contributor without the permission may store it.
 * @example withoutFormScripts({ parsedDisclaimerMessage: '<p>Ok<script>x()</script></p>' }).parsedDisclaimerMessage // '<p>Ok</p>'
 */
export function withoutFormScripts(input: FormInput): FormInput {
  const cleaned: Record<string, unknown> = { ...input };
  for (const name of FORM_HTML_PROPERTIES) {
    const value = cleaned[name];
    if (typeof value === 'string') cleaned[name] = sanitiseContributorHtml(value);
  }
  return cleaned as FormInput;
}
