import type { FastifyRequest } from 'fastify';
import { recordServerEvent, type SERVER_EVENT_SCHEMAS } from '../analytics/index.ts';

/*
 * A site form saved, as an analytics event the server records itself (schema Forms): the
 * `form_submission` goal of experiments counts it for the visitor who submitted, when it comes after
 * their exposure. Recorded by the server, so a form counts without any tracker script, and a
 * visitor cannot send one without saving a form.
 */

/** The event name of a saved form (the goal-events spellings include it). */
export const FORM_SUBMISSION_EVENT = 'form_submission' satisfies (typeof SERVER_EVENT_SCHEMAS)['Forms'][number];

/** What was saved: the form, and the page it was on (a path, as the submission names it). */
export interface FormSubmission {
  websiteId: string;
  formId: string;
  pagePath: string;
}

/** Records that `request`'s visitor saved a form (never fails the save: a fault is logged). */
export function formSubmitted(request: FastifyRequest, submission: FormSubmission): void {
  void recordServerEvent(request, {
    websiteId: submission.websiteId,
    schema: 'Forms',
    eventName: FORM_SUBMISSION_EVENT,
    path: submission.pagePath || '/',
    data: { form_id: submission.formId },
  });
}
