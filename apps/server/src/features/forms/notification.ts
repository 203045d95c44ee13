import { formAnswers, summarizeAnswer, type FormModel, type FormValues } from '@plinth/forms';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../infra/app-deps.ts';
import type { StoredForm } from './forms-repository.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { escapeHtml } from '../../infra/escape-html.ts';

/*
 * The owner's e-mail about a new submission (outbox kind 'form'). Answers are visitor input: the text
 * part carries them as given, the HTML part escapes every one of them (and the owner's titles too).
 */

/** One line per answer: the field title and the summary ('N/A' when empty). */
export function answerLines(form: FormModel, values: FormValues): { title: string; answer: string }[] {
  return formAnswers(form, values).map((answer) => ({ title: answer.rawTitle, answer: summarizeAnswer({ ...answer, value: answer.value }) }));
}

/** Subject, text and HTML of the notification. */
export function notificationMessage(form: FormModel, values: FormValues, page: { pageTitle: string; pagePath: string }, siteName: string) {
  const lines = answerLines(form, values);
  const subject = `New submission to ${form.name} on ${siteName}`;
  const text = [
    `${form.name} has a new submission on ${siteName}.`,
    `Page: ${page.pageTitle} (${page.pagePath})`,
    '',
    ...lines.flatMap(({ title, answer }) => [`${title}:`, answer, '']),
  ].join('\n');
  const rows = lines
    .map(({ title, answer }) => `<tr><th align="left" valign="top">${escapeHtml(title)}</th><td>${escapeHtml(answer).replace(/\n/g, '<br>')}</td></tr>`)
    .join('');
  const html =
    `<p>${escapeHtml(form.name)} has a new submission on ${escapeHtml(siteName)}.</p>` +
    `<p>Page: ${escapeHtml(page.pageTitle)} (${escapeHtml(page.pagePath)})</p>` +
    `<table cellpadding="4">${rows}</table>`;
  return { subject, text, html };
}

/** The form's notify address, else the site's first ADMIN contributor's; null when there is neither. */
export async function notifyAddress(db: Kysely<Schema>, form: StoredForm): Promise<string | null> {
  if (form.notifyEmail) return form.notifyEmail;
  const admin = await db
    .selectFrom('contributors')
    .select('email')
    .where('website_id', '=', form.websiteId)
    .where('role', '=', 'ADMIN')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return admin?.email ?? null;
}

/** E-mails the owner about a stored submission; false when nobody is there to tell. */
export async function notifyOwner(
  context: Pick<AppDeps, 'db' | 'mailer' | 'now'>,
  form: StoredForm,
  values: FormValues,
  page: { pageTitle: string; pagePath: string },
  siteName: string,
): Promise<boolean> {
  const to = await notifyAddress(context.db, form);
  if (!to) return false;
  await context.mailer.send({ websiteId: form.websiteId, kind: 'form', to, ...notificationMessage(form, values, page, siteName) });
  return true;
}

/** Subject, text and HTML of the double opt-in e-mail: the confirmation link, and the unsubscribe link. */
export function confirmationMessage(input: { siteName: string; confirmUrl: string; unsubscribeUrl: string }) {
  const { siteName, confirmUrl, unsubscribeUrl } = input;
  return {
    subject: `Confirm your subscription to ${siteName}`,
    text:
      `Please confirm that you want to receive news from ${siteName}:\n${confirmUrl}\n\nIf you did not sign up, ignore this e-mail.\n\n` +
      `To unsubscribe from ${siteName}:\n${unsubscribeUrl}`,
    html:
      `<p>Please confirm that you want to receive news from ${escapeHtml(siteName)}:</p>` +
      `<p><a href="${escapeHtml(confirmUrl)}">Confirm my subscription</a></p><p>If you did not sign up, ignore this e-mail.</p>` +
      `<p style="font-size:small"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a> from ${escapeHtml(siteName)}.</p>`,
  };
}

/** The double opt-in e-mail with the confirmation link and, like every newsletter e-mail, an unsubscribe link. */
export async function sendConfirmation(
  context: Pick<AppDeps, 'db' | 'mailer' | 'now'>,
  input: { websiteId: string; to: string; siteName: string; confirmUrl: string; unsubscribeUrl: string },
): Promise<void> {
  await context.mailer.send({ websiteId: input.websiteId, kind: 'form', to: input.to, ...confirmationMessage(input) });
}
