/**
 * Shapes of the owner form API (apps/server/src/owner/form-routes.ts): forms
 * with their settings, submissions, and the mailing list.
 */
import type { FormModel } from '@plinth/forms';
import type { MailingListStatus } from './mailing-status.ts';

/** A form as the owner sees it (`GET /api/owner/forms`, `/api/owner/forms/:id`). */
export interface OwnerForm extends FormModel {
  doubleOptIn: boolean;
  notifyEmail: string | null;
  pageId: string | null;
  createdAt: number;
  updatedAt: number;
  /** Lists only. */
  submissionCount?: number;
}

/** One stored submission. */
export interface Submission {
  id: string;
  formId: string;
  values: Record<string, unknown>;
  pageTitle: string;
  pageId: string;
  contentSource: 'i' | 'c';
  pagePath: string;
  createdAt: number;
}

/** One answer of a submission's detail, summarised ('N/A' when empty). */
export interface SubmissionAnswer {
  type: string;
  title: string;
  value: unknown;
  summary: string;
}

/** `GET /api/owner/forms/:id/submissions/:submissionId`. */
export interface SubmissionDetail extends Submission {
  answers: SubmissionAnswer[];
}

/** One address of the mailing list. */
export interface MailingListEntry {
  id: string;
  email: string;
  status: MailingListStatus;
  sourceFormId: string | null;
  createdAt: number;
  confirmedAt: number | null;
}
