/**
 * The controls' sentences. The quoted ones are platform.md §5 "Editor messages shown to users",
 * word for word; the others are ours, for cases the spec does not name.
 */
import { EDITOR_LIMITS } from '@plinth/api';

/** The web-address message's two `{host}` placeholders: a bare host and a full address. */
export const EXAMPLE_HOST = 'example.com';
export const EXAMPLE_URL = 'https://example.com';
/** Shown beside the e-mail fields: what 'an example address' looks like. */
export const EXAMPLE_EMAIL = 'name@example.com';

export const WORDS = Object.freeze({
  // Link editor (spec)
  invalidEmail: 'Please enter a valid email.',
  emailFormat: 'Emails must be formatted as an example address.',
  webFormat: `Links must be formatted as ${EXAMPLE_HOST} or ${EXAMPLE_URL}.`,
  notAnOption: (val: string) => `${val} is not one of the expected options.`,
  // Link editor (ours)
  choosePage: 'Choose a page.',
  chooseFile: 'Choose a file.',
  invalidPhone: 'Please enter a phone number with at least 3 digits.',
  linkTooLong: `This link is longer than ${EDITOR_LIMITS.maxUrl} characters: shorten the subject or body.`,
  // Chart data editor (spec)
  noColumns: 'Your dataset must have at least one column.',
  noRows: 'Your dataset must have at least one row.',
  missingData: 'One or more rows was missing data.',
  noData: 'Enter some data!',
  truncated: `Dataset truncated to ${EDITOR_LIMITS.maxChartRows} rows or ${EDITOR_LIMITS.maxChartColumns} columns.`,
  // Code editor (ours; platform.md §2 "Code editor (not available on Android)")
  codeEditorUnavailable: 'The code editor is not available on Android. You can still edit the code as plain text below.',
});
