/**
 * The forms feature's formatters for the theme's engine. The form widgets:
 * `{pageForm|form-block}` and `{pageForm|newsletter-block Title words}`
 * render the FormBlock and NewsletterBlock islands with the page's form (its
 * public model) and where it is shown (page id, 'i' for an item page or 'c'
 * for a collection page, the page title). `pageFormContext` is what a page
 * resolver adds to the context so templates can reach the form as `pageForm`.
 * And `{answer|form-answer}`, a visitor's answer in the notification e-mail.
 */
import { normalizeForm, type FormModel } from '@plinth/forms';
import { escapeHtml } from '@plinth/platform/escape-html';
import type { Formatter, FormatterContext } from '@plinth/template';
import type { Kysely } from 'kysely';
import { getFormForPage, publicForm } from './forms-repository.ts';
import type { Schema } from '../../infra/database/schema.ts';
import type { IslandRenderer } from '../../infra/islands.ts';

/** The context key templates read the page's form from. */
export const PAGE_FORM_KEY = 'pageForm';

/** The island's `page` prop. */
export interface FormPageProps {
  pageId: string;
  contentSource: 'i' | 'c';
  pageTitle: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The form in a template value, normalised (never trusted as is), or null when there is none. */
export function formOfValue(value: unknown): FormModel | null {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '') return null;
  return normalizeForm(value);
}

/** Where the form is: the item of an item page ('i'), else the page's collection ('c'). */
export function formPageOf(ctx: Pick<FormatterContext, 'lookup'>): FormPageProps | null {
  const item = ctx.lookup('item');
  if (isRecord(item) && text(item.id)) return { pageId: text(item.id), contentSource: 'i', pageTitle: text(item.title) };
  const collection = ctx.lookup('collection');
  if (isRecord(collection) && text(collection.id)) return { pageId: text(collection.id), contentSource: 'c', pageTitle: text(collection.title) };
  return null;
}

/**
 * A visitor's answer as HTML: escaped the way the platform escapes what it writes (quotes too, where
 * the template's `html` formatter keeps them: nothing a visitor types survives as markup), line
 * breaks as `<br>`.
 * @example formAnswerHtml(`Tom's "plan"\nB`) // 'Tom&#39;s &quot;plan&quot;<br>B'
 */
export function formAnswerHtml(value: unknown): string {
  return escapeHtml(typeof value === 'string' ? value : String(value ?? '')).replace(/\n/g, '<br>');
}

/** The widget formatters and `form-answer`, for the engine's formatter table. */
export function formWidgetFormatters(islands: IslandRenderer): Record<string, Formatter> {
  return {
    'form-answer': (value) => formAnswerHtml(value),
    'form-block': (value, _args, ctx) => {
      const form = formOfValue(value);
      const page = formPageOf(ctx);
      return form && page ? islands.renderIsland('FormBlock', { form, page }) : '';
    },
    'newsletter-block': (value, args, ctx) => {
      const form = formOfValue(value);
      const page = formPageOf(ctx);
      // A page's newsletter block (features/blocks) sets its own title, description and button label.
      const [title, description, buttonLabel] = [args.join(' ').trim() || text(ctx.lookup('newsletterTitle')), text(ctx.lookup('newsletterDescription')), text(ctx.lookup('newsletterButtonLabel'))];
      return form && page ? islands.renderIsland('NewsletterBlock', { form, page, ...(title ? { title } : {}), ...(description ? { description } : {}), ...(buttonLabel ? { buttonLabel } : {}) }) : '';
    },
  };
}

/**
 * `{ pageForm }` for the page `pageId` (a collection or item id) when a form
 * is placed on it, else `{}`: spread it into the page's context.
 * @example page('page', …, { collection, ...(await pageFormContext(db, website.id, collection.id)) })
 */
export async function pageFormContext(db: Kysely<Schema>, websiteId: string, pageId: string): Promise<{ pageForm?: FormModel }> {
  const form = await getFormForPage(db, websiteId, pageId);
  return form ? { [PAGE_FORM_KEY]: publicForm(form) } : {};
}
