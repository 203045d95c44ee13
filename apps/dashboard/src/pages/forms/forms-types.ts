/**
 * Shapes of the owner form API (docs/owner-api.md "Forms"; the contract's `@plinth/api`
 * routes/forms.ts and routes/newsletter.ts): forms with their settings, submissions, and the mailing
 * list.
 */
import type { getFormSubmission, getMailingList, getOwnerForm, listFormSubmissions } from '@plinth/api';
import type { FormModel } from '@plinth/forms';
import type { z } from 'zod';

/**
 * A form as the owner sees it (the owner's forms list and one form of the contract): the settings from the
 * contract, the model typed by @plinth/forms (its field types are the builder's).
 */
export type OwnerForm = Omit<z.infer<typeof getOwnerForm.response>['form'], keyof FormModel> & FormModel;

/** A form as the API answers it, read with the builder's field types (the server writes only those). */
export function asOwnerForm(form: z.infer<typeof getOwnerForm.response>['form']): OwnerForm {
  return form as OwnerForm;
}

/** One stored submission. */
export type Submission = z.infer<typeof listFormSubmissions.response>['submissions'][number];

/** `GET /api/owner/forms/:id/submissions/:submissionId`. */
export type SubmissionDetail = z.infer<typeof getFormSubmission.response>['submission'];

/** One answer of a submission's detail, summarised ('N/A' when empty). */
export type SubmissionAnswer = SubmissionDetail['answers'][number];

/** One address of the mailing list. */
export type MailingListEntry = z.infer<typeof getMailingList.response>['entries'][number];
