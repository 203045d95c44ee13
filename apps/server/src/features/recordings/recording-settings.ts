import { DEFAULT_RECORDING_RETENTION_DAYS, MAX_RECORDING_SELECTORS } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { getWebsite, updateWebsiteSettings, type WebsiteSettings } from '../site/index.ts';
import { MESSAGES } from './messages.ts';

/*
 * The site's recording settings, kept in the website settings JSON beside the others (keys
 * `recordingOrganizationId`, `recordingRetentionDays`, `recordingMaskSelectors`,
 * `recordingUnmaskSelectors`; the site feature keeps keys it does not know). Recording initialises
 * only with an organisation id (platform.md §9): without one every getId answers the mock id.
 */

/** The settings as the owner reads and saves them. */
export interface RecordingSettings {
  organizationId: string;
  retentionDays: number;
  maskSelectors: string[];
  unmaskSelectors: string[];
}

/** Stored keys (the settings JSON may hold anything: each is read defensively). */
interface StoredRecordingSettings {
  recordingOrganizationId?: unknown;
  recordingRetentionDays?: unknown;
  recordingMaskSelectors?: unknown;
  recordingUnmaskSelectors?: unknown;
}

const selectors = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.length > 0).slice(0, MAX_RECORDING_SELECTORS) : [];

/** The recording settings of a site's decoded settings. */
export function recordingSettingsOf(settings: WebsiteSettings): RecordingSettings {
  const stored = settings as unknown as StoredRecordingSettings;
  const days = stored.recordingRetentionDays;
  return {
    organizationId: typeof stored.recordingOrganizationId === 'string' ? stored.recordingOrganizationId : '',
    retentionDays: typeof days === 'number' && Number.isInteger(days) && days >= 1 ? days : DEFAULT_RECORDING_RETENTION_DAYS,
    maskSelectors: selectors(stored.recordingMaskSelectors),
    unmaskSelectors: selectors(stored.recordingUnmaskSelectors),
  };
}

/**
 * Characters no selector needs and that could end a CSS rule or open markup. Full syntax is checked
 * in the browser (the dashboard before saving, the recorder before using one).
 */
const UNSAFE_SELECTOR = /[{};<>\\]/;

/** The site's recording settings. @throws AppError NOT_FOUND for an unknown site */
export async function readRecordingSettings(db: Kysely<Schema>, websiteId: string): Promise<RecordingSettings> {
  const website = await getWebsite(db, websiteId);
  if (!website) throw new AppError('NOT_FOUND', 'No such site.');
  return recordingSettingsOf(website.settings);
}

/**
 * Saves the settings. Pages do not show them (the recorder reads its selectors from getId), so the
 * content version stays.
 * @throws AppError INVALID for a selector with `{ } ; < > \`
 */
export async function saveRecordingSettings(db: Kysely<Schema>, websiteId: string, input: RecordingSettings): Promise<RecordingSettings> {
  for (const selector of [...input.maskSelectors, ...input.unmaskSelectors]) {
    if (UNSAFE_SELECTOR.test(selector)) throw new AppError('INVALID', MESSAGES.badSelector(selector));
  }
  const changes: StoredRecordingSettings = {
    recordingOrganizationId: input.organizationId.trim(),
    recordingRetentionDays: input.retentionDays,
    recordingMaskSelectors: input.maskSelectors.map((s) => s.trim()),
    recordingUnmaskSelectors: input.unmaskSelectors.map((s) => s.trim()),
  };
  const saved = await updateWebsiteSettings(db, websiteId, changes as Partial<WebsiteSettings>);
  if (!saved) throw new AppError('NOT_FOUND', 'No such site.');
  return recordingSettingsOf(saved);
}
