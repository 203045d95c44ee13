import type { putCommentSettings } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent, getWebsite, updateWebsiteSettings, type WebsiteSettings } from '../site/index.ts';
import { otherCollections } from './items-repository.ts';
import { UNKNOWN_COLLECTION } from './messages.ts';
import { getModeration, saveModeration } from './settings-repository.ts';

/*
 * The site's comment, like and share settings: the website settings the templates read
 * (commentsEnabled, simpleLikingEnabled, disqusShortname, shareButtonOptions; platform.md §3) and
 * the feature's own moderation choices. Saving moves the content version: pages show them.
 */

/** The settings as the owner's app reads them. */
export async function readCommentSettings(db: Kysely<Schema>, websiteId: string) {
  const website = await getWebsite(db, websiteId);
  if (!website) throw new AppError('NOT_FOUND', 'This site could not be found.');
  const { settings } = website;
  const moderation = await getModeration(db, websiteId);
  return {
    commentsEnabled: settings.commentsEnabled,
    simpleLikingEnabled: settings.simpleLikingEnabled,
    disqusShortname: settings.disqusShortname,
    shareButtonOptions: settings.shareButtonOptions,
    ...moderation,
  };
}

/**
 * Changes some settings, keeping the others.
 * @throws AppError INVALID for a collection the site does not have (or a blog or a page)
 */
export async function saveCommentSettings(db: Kysely<Schema>, websiteId: string, changes: z.output<typeof putCommentSettings.body>, now: number) {
  if (changes.collectionIds) {
    const known = new Set((await otherCollections(db, websiteId)).map((c) => c.id));
    if (changes.collectionIds.some((id) => !known.has(id))) throw new AppError('INVALID', UNKNOWN_COLLECTION);
  }
  const { autoApprove, notifyEmail, collectionIds, twitterUserName, ...site } = changes;
  await changeContent(db, websiteId, async (tx) => {
    const siteChanges: Partial<WebsiteSettings> = {};
    if (site.commentsEnabled !== undefined) siteChanges.commentsEnabled = site.commentsEnabled;
    if (site.simpleLikingEnabled !== undefined) siteChanges.simpleLikingEnabled = site.simpleLikingEnabled;
    if (site.disqusShortname !== undefined) siteChanges.disqusShortname = site.disqusShortname;
    if (site.shareButtonOptions !== undefined) siteChanges.shareButtonOptions = site.shareButtonOptions as Record<string, boolean>;
    if (Object.keys(siteChanges).length) await updateWebsiteSettings(tx, websiteId, siteChanges);
    if (autoApprove !== undefined || notifyEmail !== undefined || collectionIds !== undefined || twitterUserName !== undefined) {
      const current = await getModeration(tx, websiteId);
      await saveModeration(tx, websiteId, {
        autoApprove: autoApprove ?? current.autoApprove,
        notifyEmail: notifyEmail === undefined ? current.notifyEmail : notifyEmail,
        collectionIds: collectionIds ? [...new Set(collectionIds)] : current.collectionIds,
        twitterUserName: twitterUserName === undefined ? current.twitterUserName : twitterUserName,
      }, now);
    }
  });
  return readCommentSettings(db, websiteId);
}
