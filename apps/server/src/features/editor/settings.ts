import type { editorPageSettings, editorPageSettingsInput, editorPost } from '@plinth/api';
import type { z } from 'zod';
import { AppError } from '../../infra/errors/app-error.ts';
import { currentPageStatus, isPageStatus, pageStatusLabel, type PageStatus } from '../content/index.ts';
import { SCHEDULE_NEEDS_TIME } from './messages.ts';
import type { SettingsPatch } from './targets-repository.ts';
import type { ItemRow, PageRow } from './targets-repository.ts';
import { pageUrl } from './targets.ts';

/* Page and post settings: rows as the settings panel shows them, and its input as columns. */

export type EditorPageSettings = z.output<typeof editorPageSettings>;
export type EditorPageSettingsInput = z.output<typeof editorPageSettingsInput>;
export type EditorPost = z.output<typeof editorPost>;

const num = (value: number | null) => (value === null ? null : Number(value));

/** A stored status as it is now (a Scheduled one gone live is published); an unknown value reads as published (as the pages list reads it). */
function status(value: string, publishAt: number | null): PageStatus {
  const current = currentPageStatus(value, publishAt);
  return isPageStatus(current) ? current : 'published';
}

/** A page's settings. */
export function pageSettings(row: PageRow, membersOnly: boolean): EditorPageSettings {
  return {
    id: row.id, type: row.type, title: row.title, navigationTitle: row.navigation_title, urlId: row.url_id, fullUrl: pageUrl(row.url_id),
    status: status(row.status, row.publish_at), statusLabel: pageStatusLabel(status(row.status, row.publish_at)), publishAt: num(row.publish_at), membersOnly,
    seoTitle: row.seo_title, seoDescription: row.seo_description, socialImageMediaId: row.social_image_media_id, collectionId: null,
  };
}

/** A post's (or product's) settings, as a page's. */
export function itemSettings(row: ItemRow & { collection_url_id: string }, membersOnly: boolean): EditorPageSettings {
  return {
    id: row.id, type: row.record_type === 11 ? 'product' : 'post', title: row.title, navigationTitle: row.title, urlId: row.url_id,
    fullUrl: `${pageUrl(row.collection_url_id)}/${row.url_id}`, status: status(row.status, row.publish_at), statusLabel: pageStatusLabel(status(row.status, row.publish_at)),
    publishAt: num(row.publish_at), membersOnly, seoTitle: row.seo_title, seoDescription: row.seo_description,
    socialImageMediaId: row.social_image_media_id, collectionId: row.collection_id,
  };
}

/** A post in its blog's list. */
export function postOf(row: ItemRow, blogUrlId: string): EditorPost {
  return {
    id: row.id, title: row.title, urlId: row.url_id, fullUrl: `${pageUrl(blogUrlId)}/${row.url_id}`, status: status(row.status, row.publish_at),
    statusLabel: pageStatusLabel(status(row.status, row.publish_at)), publishedAt: num(row.published_at), excerpt: row.excerpt,
    tags: JSON.parse(row.tags_json) as string[], categories: JSON.parse(row.categories_json) as string[],
  };
}

/**
 * The columns a settings input changes (the slug is the caller's: it needs the site's other slugs).
 * Scheduled needs a publish time, in the future when it is set now; other statuses drop it.
 * @throws AppError INVALID 'Choose when to publish: a date and time in the future.'
 */
export function settingsPatch(input: EditorPageSettingsInput, current: { status: string; publish_at: number | null }, now: number): SettingsPatch {
  const patch: SettingsPatch = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.navigationTitle !== undefined) patch.navigation_title = input.navigationTitle;
  if (input.seoTitle !== undefined) patch.seo_title = input.seoTitle;
  if (input.seoDescription !== undefined) patch.seo_description = input.seoDescription;
  if (input.socialImageMediaId !== undefined) patch.social_image_media_id = input.socialImageMediaId;
  const nextStatus = input.status ?? current.status;
  if (nextStatus === 'scheduled') {
    const publishAt = input.publishAt !== undefined ? input.publishAt : num(current.publish_at);
    const newlySet = input.publishAt !== undefined || current.status !== 'scheduled';
    if (publishAt === null || (newlySet && publishAt <= now)) throw new AppError('INVALID', SCHEDULE_NEEDS_TIME);
    patch.publish_at = publishAt;
  } else if (input.status !== undefined || input.publishAt !== undefined) {
    patch.publish_at = null;
  }
  if (input.status !== undefined) patch.status = input.status;
  return patch;
}
