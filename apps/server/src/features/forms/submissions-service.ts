import { formAnswers, summarizeAnswer, toCsv } from '@plinth/forms';
import type { submissionDetailJson } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import type { StoredForm } from './forms-repository.ts';
import { requireForm } from './forms-service.ts';
import { SUBMISSION_NOT_FOUND } from './messages.ts';
import { allSubmissions, getSubmission, listSubmissions, type FormSubmission } from './submissions-repository.ts';

/* The owner's view of a form's submissions (docs/owner-api.md "Forms"): pages, one in detail, the CSV. */

/** A submission with each answer summarised. */
export type SubmissionDetail = z.output<typeof submissionDetailJson>;

/** A submission with each answer summarised ('N/A' when empty). */
export function submissionDetail(form: StoredForm, submission: FormSubmission): SubmissionDetail {
  const answers = formAnswers(form, submission.values).map((answer) => ({ type: answer.type, title: answer.rawTitle, value: answer.value, summary: summarizeAnswer(answer) }));
  return { ...submission, answers };
}

/**
 * A page of a form's submissions, newest first.
 * @throws AppError NOT_FOUND 'No such form.'
 */
export async function listFormSubmissions(
  db: Kysely<Schema>,
  websiteId: string,
  formId: string,
  options: { search?: string; cursor?: string; limit?: number },
): Promise<{ submissions: FormSubmission[]; nextCursor: string | null }> {
  const form = await requireForm(db, websiteId, formId);
  return listSubmissions(db, websiteId, form.id, options);
}

/**
 * One submission of a form, in detail.
 * @throws AppError NOT_FOUND 'No such form.' or 'No such submission.'
 */
export async function readSubmission(db: Kysely<Schema>, websiteId: string, formId: string, submissionId: string): Promise<SubmissionDetail> {
  const form = await requireForm(db, websiteId, formId);
  const submission = await getSubmission(db, websiteId, form.id, submissionId);
  if (!submission) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
  return submissionDetail(form, submission);
}

/**
 * Every submission of a form as CSV, oldest first, and a file name made of the form's name.
 * The text starts with a BOM: it makes Excel read the file as UTF-8.
 * @throws AppError NOT_FOUND 'No such form.'
 */
export async function exportSubmissions(db: Kysely<Schema>, websiteId: string, formId: string): Promise<{ filename: string; csv: string }> {
  const form = await requireForm(db, websiteId, formId);
  const rows = (await allSubmissions(db, websiteId, form.id)).map((s) => ({ submittedAt: s.createdAt, values: s.values }));
  const filename = `${form.name.replace(/[^A-Za-z0-9 _-]/g, '').trim().replace(/\s+/g, '-') || 'form'}-submissions.csv`;
  return { filename, csv: `\uFEFF${toCsv(form, rows)}` };
}
