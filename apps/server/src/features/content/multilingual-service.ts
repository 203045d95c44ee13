import type { getMultilingualSettings as getMultilingualSettingsRoute, translationStatus } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent } from '../site/index.ts';
import { decodeLanguages, readSiteContentSettings, writeSiteContentSettings } from './content-settings-repository.ts';
import { canonicalLanguageCode, defaultLanguage, languageListProblem, type SiteLanguage } from './languages.ts';

/* Multilingual settings (platform.md §7 Multilingual): the languages, and the translation provider's connection. */

/**
 * GET /api/multilingual/settings: `enabled` when more than one language is; the default language's
 * code (the pages' `<html lang>`); the translation provider ever connected, or null.
 */
export type MultilingualSettings = z.output<typeof getMultilingualSettingsRoute.response>;

/** The translation provider's connection; `status` 'disconnected' when never connected, or disconnected. */
export type TranslationState = z.output<typeof translationStatus>;

/** The site's languages (English, en-US, until the owner saves others). */
export async function getLanguages(db: Kysely<Schema>, websiteId: string): Promise<SiteLanguage[]> {
  return decodeLanguages(await readSiteContentSettings(db, websiteId));
}

/** The site's multilingual settings. */
export async function getMultilingualSettings(db: Kysely<Schema>, websiteId: string): Promise<MultilingualSettings> {
  const row = await readSiteContentSettings(db, websiteId);
  const languages = decodeLanguages(row);
  return {
    enabled: languages.filter((language) => language.enabled).length > 1,
    defaultLanguage: defaultLanguage(languages).code,
    provider: row?.translation_provider ? { name: row.translation_provider, connected: row.translation_connected === 1 } : null,
  };
}

/** Whether the translation provider is connected. */
export async function getTranslationStatus(db: Kysely<Schema>, websiteId: string): Promise<TranslationState> {
  const row = await readSiteContentSettings(db, websiteId);
  const connected = Boolean(row?.translation_provider) && row?.translation_connected === 1;
  return { connected, status: connected ? 'connected' : 'disconnected' };
}

/**
 * Replaces the site's languages, codes in canonical case. Pages show the default language and the
 * list, so it is a content change.
 * @throws AppError INVALID unless exactly one enabled default and no code twice (checked once each
 * language is well-formed, by the contract's schema)
 */
export async function saveLanguages(db: Kysely<Schema>, websiteId: string, languages: readonly SiteLanguage[], now: number): Promise<SiteLanguage[]> {
  const problem = languageListProblem(languages);
  if (problem) throw new AppError('INVALID', problem);
  const canonical = languages.map(({ code, name, enabled, isDefault }) => ({ code: canonicalLanguageCode(code), name, enabled, isDefault }));
  await changeContent(db, websiteId, (tx) => writeSiteContentSettings(tx, websiteId, { languages_json: JSON.stringify(canonical) }, now));
  return canonical;
}

/** Records a connected translation provider (no route connects one yet: platform.md shows no call). */
export async function connectTranslationProvider(db: Kysely<Schema>, websiteId: string, name: string, now: number): Promise<void> {
  await writeSiteContentSettings(db, websiteId, { translation_provider: name, translation_connected: 1 }, now);
}

/**
 * Disconnects the translation provider; the provider's name is kept. Doing it twice is harmless.
 * @returns the status afterwards
 */
export async function disconnectTranslationProvider(db: Kysely<Schema>, websiteId: string, now: number): Promise<TranslationState> {
  await writeSiteContentSettings(db, websiteId, { translation_connected: 0 }, now);
  return getTranslationStatus(db, websiteId);
}
