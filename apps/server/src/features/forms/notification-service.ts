import { formAnswers, summarizeAnswer, type FormModel, type FormValues } from '@plinth/forms';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../infra/app-deps.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { sendNewsletterConfirmation } from '../newsletter/index.ts';
import { firstAdminEmail, type StoredForm } from './forms-repository.ts';
import type { SavedSubmission } from './submit-service.ts';

/*
 * The e-mails after a stored submission (docs/forms-api.md): the owner's notification (outbox kind
 * 'form', the theme's `form-notification`) and, for a pending newsletter address, the double opt-in
 * e-mail. Answers are visitor input: the text part carries them as given, the HTML part escapes every
 * one of them (`form-answer`, form-widgets.ts) and the owner's titles too.
 */

/** Where the submission was made. */
export interface SubmissionPage {
  pageTitle: string;
  pagePath: string;
}

/** One line per answer: the field title and the summary ('N/A' when empty). */
export function answerLines(form: FormModel, values: FormValues): { title: string; answer: string }[] {
  return formAnswers(form, values).map((answer) => ({ title: answer.rawTitle, answer: summarizeAnswer({ ...answer, value: answer.value }) }));
}

/** The context of the `form-notification` e-mail templates. */
export function notificationContext(form: FormModel, values: FormValues, page: SubmissionPage, siteName: string) {
  return { formName: form.name, siteName, pageTitle: page.pageTitle, pagePath: page.pagePath, answers: answerLines(form, values) };
}

/** The form's notify address, else the site's first ADMIN contributor's; null when there is neither. */
export async function notifyAddress(db: Kysely<Schema>, form: StoredForm): Promise<string | null> {
  return form.notifyEmail || firstAdminEmail(db, form.websiteId);
}

/** E-mails the owner about a stored submission; false when nobody is there to tell. */
export async function notifyOwner(
  context: Pick<AppDeps, 'db' | 'mailer' | 'emails'>,
  form: StoredForm,
  values: FormValues,
  page: SubmissionPage,
  siteName: string,
): Promise<boolean> {
  const to = await notifyAddress(context.db, form);
  if (!to) return false;
  const message = context.emails.render('form-notification', notificationContext(form, values, page, siteName));
  await context.mailer.send({ websiteId: form.websiteId, kind: 'form', to, ...message });
  return true;
}

/**
 * The owner's notification and, for a newsletter sign-up awaiting confirmation, the confirmation
 * e-mail with links on `origin` (the site's address as the visitor reached it). The save calls it
 * inside its transaction with a mailer that records them there (submit-service.ts).
 */
export async function sendSubmissionEmails(
  context: Pick<AppDeps, 'db' | 'mailer' | 'emails'>,
  saved: Pick<SavedSubmission, 'form' | 'values' | 'pageTitle' | 'pagePath' | 'confirmation'>,
  site: { name: string; origin: string },
): Promise<void> {
  await notifyOwner(context, saved.form, saved.values, saved, site.name);
  if (saved.confirmation) {
    await sendNewsletterConfirmation(context, {
      websiteId: saved.form.websiteId,
      to: saved.confirmation.email,
      siteName: site.name,
      origin: site.origin,
      token: saved.confirmation.token,
    });
  }
}
